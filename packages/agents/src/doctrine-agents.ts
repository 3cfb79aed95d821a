/** Every doctrine by name (doctrines.ts, northfield-doctrines.ts), the table `agentFor` reads. */
import { brawler, defender, gunfighter, noncombatant, objective, rifleman, standing, type DoctrineAgent, type DoctrineName } from './doctrines.ts';
import { northfieldCitizen, northfieldEmployee, northfieldGuard, northfieldRobber } from './northfield-doctrines.ts';

/** The doctrine functions by name. */
export const DOCTRINE_AGENTS: Readonly<Record<DoctrineName, DoctrineAgent>> = {
  standing,
  gunfighter,
  rifleman,
  defender,
  brawler,
  noncombatant,
  objective,
  northfieldRobber,
  northfieldGuard,
  northfieldCitizen,
  northfieldEmployee,
};
