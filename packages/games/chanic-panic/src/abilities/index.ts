// The ability list, in A-table order (CP-83). Adding an ability: one module and one line here.

import { archaeologist } from "./archaeologist.js";
import { assets } from "./assets.js";
import { bargainer } from "./bargainer.js";
import { blessed } from "./blessed.js";
import { clubMember } from "./club-member.js";
import { combiner } from "./combiner.js";
import { deadly } from "./deadly.js";
import { directHitter } from "./direct-hitter.js";
import { fisher } from "./fisher.js";
import { fulfilled } from "./fulfilled.js";
import { gambler } from "./gambler.js";
import { graveRobber } from "./grave-robber.js";
import { haggler } from "./haggler.js";
import { healthy } from "./healthy.js";
import { hopeful } from "./hopeful.js";
import { illusionist } from "./illusionist.js";
import { impenetrable } from "./impenetrable.js";
import { indebted } from "./indebted.js";
import { innovator } from "./innovator.js";
import { investor } from "./investor.js";
import { landowner } from "./landowner.js";
import { largeCapacity } from "./large-capacity.js";
import { lifeline } from "./lifeline.js";
import { limiter } from "./limiter.js";
import { loaded } from "./loaded.js";
import { manipulator } from "./manipulator.js";
import { maximizer } from "./maximizer.js";
import { neutralizer } from "./neutralizer.js";
import { options } from "./options.js";
import { pacifist } from "./pacifist.js";
import { plagued } from "./plagued.js";
import { purifier } from "./purifier.js";
import { recycler } from "./recycler.js";
import { register } from "./registry.js";
import { replenished } from "./replenished.js";
import { resilient } from "./resilient.js";
import { resourceful } from "./resourceful.js";
import { seer } from "./seer.js";
import { seller } from "./seller.js";
import { sorcerer } from "./sorcerer.js";
import { standardization } from "./standardization.js";
import { toughness } from "./toughness.js";
import { tradeMaster } from "./trade-master.js";
import { warrior } from "./warrior.js";
import { wealth } from "./wealth.js";
import { wisdom } from "./wisdom.js";

register([
  archaeologist,
  assets,
  bargainer,
  blessed,
  combiner,
  deadly,
  directHitter,
  fisher,
  fulfilled,
  gambler,
  graveRobber,
  haggler,
  healthy,
  hopeful,
  illusionist,
  impenetrable,
  indebted,
  innovator,
  investor,
  landowner,
  largeCapacity,
  lifeline,
  limiter,
  loaded,
  manipulator,
  maximizer,
  neutralizer,
  options,
  pacifist,
  plagued,
  purifier,
  recycler,
  replenished,
  resilient,
  resourceful,
  seer,
  seller,
  sorcerer,
  standardization,
  toughness,
  tradeMaster,
  warrior,
  wealth,
  wisdom,
  clubMember,
]);
