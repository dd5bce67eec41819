import { headerKey } from './column-mapping';
import { FIGURE_FIELDS, FIGURE_ROLES, type FigureMapping, type FigureRole } from './figures-roles';
import type { ImportTable } from './import-table';

/**
 * The 'Monthly figures' import's first guess of each column's role, from headings English and
 * German back offices write (docs/figures.md "Importing a month"), and what keeps a mapping
 * from being imported.
 */

/** Header spellings, compared as `headerKey` gives them (lower case, umlauts folded, letters and digits only). */
const SYNONYMS: Record<Exclude<FigureRole, 'ignore'>, readonly string[]> = {
  externalId: [
    'id',
    'partnerid',
    'partnernr',
    'partnernummer',
    'beraterid',
    'beraternr',
    'beraternummer',
    'memberid',
    'membernumber',
    'mitgliedsnummer',
    'mitgliedsnr',
    'distributorid',
    'distributornumber',
    'distributorno',
    'associateid',
    'consultantid',
    'backofficeid',
    'externalid',
    'nr',
    'nummer',
    'kundennummer',
    'kundennr',
    'customerid',
  ],
  name: ['name', 'fullname', 'vollername', 'partner', 'partnername', 'beratername', 'mitglied', 'member', 'membername', 'distributor', 'distributorname'],
  firstName: ['vorname', 'firstname', 'first', 'givenname'],
  lastName: ['nachname', 'lastname', 'last', 'surname', 'familienname', 'familyname'],
  upline: ['sponsor', 'sponsorname', 'sponsorid', 'sponsornr', 'sponsornummer', 'upline', 'uplinename', 'uplineid', 'uplinenr', 'enroller', 'enrollername', 'enrollerid', 'parent', 'parentid'],
  pv: ['pv', 'ppv', 'personalvolume', 'personalpv', 'personalvolumen', 'eigenumsatz', 'eigenvolumen', 'eigenpv', 'personlichesvolumen', 'personlicherumsatz'],
  gv: ['gv', 'pgv', 'groupvolume', 'gruppenvolumen', 'gruppenumsatz', 'personalgroupvolume'],
  rank: ['rank', 'rang', 'currentrank', 'aktuellerrang', 'karrierestufe', 'careerlevel'],
  paidRank: ['paidas', 'paidasrank', 'paidrank', 'payrank', 'bezahlterrang', 'ausgezahlterrang', 'verguteterrang'],
  autoship: ['autoship', 'autoshipactive', 'autoshipstatus', 'abo', 'aboaktiv', 'abostatus', 'autoorder', 'autoshipaktiv', 'dauerauftrag'],
  lastOrder: ['lastorder', 'lastorderdate', 'lastpurchase', 'letztebestellung', 'letztesbestelldatum', 'datumletztebestellung', 'letzterauftrag', 'letzterkauf'],
};

const ROLE_BY_KEY = new Map<string, FigureRole>(Object.entries(SYNONYMS).flatMap(([role, keys]) => keys.map((key) => [key, role as FigureRole] as const)));

/** The role a heading names, or 'ignore'. */
export const figureRoleOf = (header: string): FigureRole => ROLE_BY_KEY.get(headerKey(header)) ?? 'ignore';

/** Each column's role from its heading; a role named by several headings goes to the first of them, the others are not imported. */
export function guessFigureMapping(table: ImportTable): FigureMapping {
  const taken = new Set<FigureRole>();
  return table.headers.map((header) => {
    const role = figureRoleOf(header);
    if (role === 'ignore' || taken.has(role)) return 'ignore';
    taken.add(role);
    return role;
  });
}

/** Why a mapping cannot be imported: no column names the partner, no column holds a figure, or a role given to two columns. */
export type FigureMappingProblem = { kind: 'noPartner' } | { kind: 'noFigure' } | { kind: 'twice'; role: FigureRole };

export function figureMappingProblem(mapping: FigureMapping): FigureMappingProblem | null {
  if (!mapping.some((role) => role === 'externalId' || role === 'name' || role === 'firstName' || role === 'lastName')) return { kind: 'noPartner' };
  if (!mapping.some((role) => (FIGURE_FIELDS as readonly string[]).includes(role))) return { kind: 'noFigure' };
  const twice = FIGURE_ROLES.find((role) => role !== 'ignore' && mapping.indexOf(role) !== mapping.lastIndexOf(role));
  return twice === undefined ? null : { kind: 'twice', role: twice };
}
