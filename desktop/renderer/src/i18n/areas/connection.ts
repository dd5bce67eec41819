/**
 * The texts of the connection screens (screens/connection): `en` in the spec's English (tests find controls by it), `de` in German
 * ('du', Partner, Team, Upline, Downline, Teamliste; short enough for 360 px). en.ts and de.ts
 * hold them under `connection`; a key missing in `de` is a type error.
 */
const en = {
  title: 'Server',
  connectedTo: 'Connected to {{url}}. Changing the server signs you out.',
  noServer: 'no server',
  change: 'Change server',
  setupTitle: 'Connect to TeamTree',
  setupText: "Choose the server your team uses. You can change it later under 'Server…' in the profile menu.",
  connect: 'Connect',
  address: 'Server address',
  addressPlaceholder: 'https://teamtree.example.com',
  addressHint: "Your team's TeamTree service. Ask your team leader if you are unsure.",
  checking: 'Checking the server…',
  checkFailed: 'The app could not check this address. Please try again.',
  cancel: 'Cancel',
  /** The main process's refusals of an address (shared SERVER_ADDRESS_MESSAGES), by their key. */
  addressErrors: {
    empty: "Enter your TeamTree server's address, for example https://teamtree.example.com",
    invalid: 'This is not a web address. Enter one like https://teamtree.example.com',
    https: 'Use an https:// address (http:// is allowed only for a server on this computer)',
    unreachable: 'No TeamTree server answers at this address. Check it and your connection.',
    notTeamTree: 'The server at this address is not a TeamTree server.',
  },
};

const de: typeof en = {
  title: 'Server',
  connectedTo: 'Verbunden mit {{url}}. Ein anderer Server meldet dich ab.',
  noServer: 'keinem Server',
  change: 'Server wechseln',
  setupTitle: 'Mit TeamTree verbinden',
  setupText: 'Wähle den Server deines Teams. Du kannst ihn später unter „Server…“ im Profilmenü ändern.',
  connect: 'Verbinden',
  address: 'Serveradresse',
  addressPlaceholder: 'https://teamtree.example.de',
  addressHint: 'Der TeamTree-Dienst deines Teams. Frag deine Teamleitung, wenn du unsicher bist.',
  checking: 'Prüft den Server…',
  checkFailed: 'Die App konnte diese Adresse nicht prüfen. Versuch es nochmal.',
  cancel: 'Abbrechen',
  addressErrors: {
    empty: 'Gib die Adresse deines TeamTree-Servers ein, etwa https://teamtree.example.de',
    invalid: 'Das ist keine Webadresse. Gib eine ein wie https://teamtree.example.de',
    https: 'Nutze eine https://-Adresse (http:// nur für einen Server auf diesem Computer)',
    unreachable: 'Unter dieser Adresse antwortet kein TeamTree-Server. Prüf sie und deine Verbindung.',
    notTeamTree: 'Der Server unter dieser Adresse ist kein TeamTree-Server.',
  },
};

export const connectionTexts = { en, de };
