/**
 * Sharing in Telugu: the texts the drawer, the share dialog and the stores' refusals share
 * (sharing-texts.ts), the share dialog's own, a public link's expiry, and a read-only profile.
 * E-mail addresses and links stay as they are; dates are written as Telugu writes them.
 */
import type { linkTexts } from '#core/gpa/link-texts.ts';
import type { SharePermission } from '#core/gpa/model.ts';
import type { sharingTexts } from '#core/gpa/sharing-texts.ts';
import type { Translation } from '#core/i18n/texts.ts';
import type { readOnlyTexts } from './read-only-texts';
import type { shareDialogTexts } from './share-dialog-texts';

const THIS_USER = 'ఈ వినియోగదారు';
const ANOTHER_USER = 'మరో వినియోగదారు';

const TELUGU_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
};

/** '1 మార్చి 2026, ఉదయం 10:00': the time of day in words before the hour, as Telugu says it. */
function teluguDate(time: number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('te-IN', { ...TELUGU_DATE, timeZone }).formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((each) => each.type === type)?.value ?? '';
  const period = part('dayPeriod');
  return `${part('day')} ${part('month')} ${part('year')}, ${period ? `${period} ` : ''}${part('hour')}:${part('minute')}`;
}

export const sharingTelugu = {
  'gpa-sharing': {
    invalidEmail: 'దయచేసి సరైన ఈమెయిల్ చిరునామాను నమోదు చేయండి',
    alreadyShared: 'ప్రొఫైల్‌ను ఇప్పటికే ఈ వినియోగదారుతో షేర్ చేశారు',
    userNotFound: 'వినియోగదారు కనబడలేదు',
    shareGone: 'షేర్ కనబడలేదు',
    dataNotFound: 'ప్రొఫైల్ డేటా కనబడలేదు',
    sharedGone: 'షేర్ చేసిన ప్రొఫైల్ కనబడలేదు',
    linkExpired: 'షేర్ లింక్ గడువు ముగిసింది',
    noCopying: 'ఈ ప్రొఫైల్‌ను కాపీ చేయడానికి అనుమతి లేదు',
    shareFailed: 'ప్రొఫైల్‌ను షేర్ చేయలేకపోయాం',
    permFailed: 'అనుమతిని మార్చలేకపోయాం',
    removeFailed: 'షేర్‌ను తొలగించలేకపోయాం',
    unshareError: 'ప్రొఫైల్ షేరింగ్‌ను ఆపడంలో లోపం',
    copyError: 'ప్రొఫైల్‌ను కాపీ చేయడంలో లోపం',
    unverified:
      'ఈ వినియోగదారు ఇంకా తమ ఈమెయిల్ చిరునామాను ధృవీకరించలేదు. తమ ప్రొఫైల్ పేజీ నుండి దాన్ని ధృవీకరించమని వారిని అడగండి, తర్వాత మళ్లీ షేర్ చేయండి.',
    selfShare: 'ప్రొఫైల్‌ను మీతో మీరే షేర్ చేసుకోలేరు',
    leaveFailed: 'షేర్ చేసిన ప్రొఫైల్‌ను వదిలేయలేకపోయాం',
    left: (name: string) => `మీరు ‘${name}’ను వదిలేశారు.`,
    leaveAsk: (name: string, owner: string | null) =>
      `‘${name}’ను వదిలేయాలా? ఇకపై ఇది మీతో షేర్ అయి ఉండదు. ${owner ?? 'దీని యజమాని'} మళ్లీ మీతో షేర్ చేస్తే, ముందుగా మిమ్మల్ని అడుగుతాం.`,
    blockedYou: 'ఈ వినియోగదారు మీ నుండి షేర్‌లను స్వీకరించరు.',
    tooMany:
      'ఈ వినియోగదారు వద్ద మీ నుండి వచ్చిన చాలా షేర్‌లు వేచి ఉన్నాయి. ముందుగా వాటిలో కొన్నింటిని అంగీకరించమని లేదా వదిలేయమని వారిని అడగండి.',
    invited: 'ఆహ్వానించారు',
    invitation: (owner: string | null) =>
      `${owner ?? ANOTHER_USER} ఈ ప్రొఫైల్ చూడటానికి మిమ్మల్ని ఆహ్వానిస్తున్నారు.`,
    accept: 'అంగీకరించండి',
    decline: 'తిరస్కరించండి',
    block: 'పంపినవారిని బ్లాక్ చేయండి',
    acceptFailed: 'షేర్ చేసిన ప్రొఫైల్‌ను అంగీకరించలేకపోయాం',
    accepted: (name: string) => `‘${name}’ ఇప్పుడు మీతో షేర్ అయింది.`,
    blockAsk: (name: string, owner: string | null) =>
      `‘${name}’ను తిరస్కరించి, ఇకపై ${owner ?? THIS_USER} నుండి వచ్చే ప్రతి షేర్‌నూ నిరాకరించాలా?`,
    blocked: (owner: string | null) =>
      `ఇకపై ${owner ?? THIS_USER} నుండి మీకు ఏ షేర్‌లూ రావు. మీ ప్రొఫైల్ పేజీలో వారిని అన్‌బ్లాక్ చేయవచ్చు.`,
    copied: (name: string) => `మీ ఖాతాలోకి ‘${name}’ పేరుతో కాపీ అయింది.`,
    permission: (permission: SharePermission) =>
      permission === 'read' ? 'చదవడానికి మాత్రమే' : 'మార్చే అనుమతి',
    toggle: (permission: SharePermission) =>
      permission === 'read' ? 'మార్చే అనుమతి ఇవ్వండి' : 'చదవడానికి మాత్రమే చేయండి',
    date: teluguDate,
    sharedOn: (date: string) => `షేర్ చేసిన తేదీ: ${date}`,
    unknownAcct: (id: string) => `తెలియని ఖాతా (${id})`,
    neverExpires: 'గడువు ఎప్పటికీ ముగియదు',
    expires: (date: string) => `గడువు: ${date}`,
    expired: (date: string) => `గడువు ముగిసింది: ${date}`,
  },
  'gpa-links': {
    expiry: (days: number | null) =>
      days === null ? 'గడువు లేదు' : `${days} ${days === 1 ? 'రోజు' : 'రోజులు'}`,
  },
  'gpa-share-dialog': {
    shareProfile: 'ప్రొఫైల్‌ను షేర్ చేయండి',
    shareWith: (name: string) => `${name} ను మరో వినియోగదారుతో షేర్ చేయండి`,
    userEmail: 'వినియోగదారు ఈమెయిల్',
    emailExample: 'friend@college.edu',
    permission: 'అనుమతి',
    sharing: 'షేర్ అవుతోంది...',
    sharedWith: (email: string) => `ప్రొఫైల్ ${email} తో షేర్ అయింది`,
    sharedList: 'ప్రస్తుతం వీరితో షేర్ అయింది',
    notShared: 'ఇంకా ఎవరితోనూ షేర్ చేయలేదు',
    remove: 'తొలగించండి',
    permUpdated: 'అనుమతి మార్చబడింది',
    removed: 'షేర్ తొలగించబడింది',
    publicLink: 'పబ్లిక్ లింక్',
    anyone: 'లింక్ ఉన్న ఎవరైనా ఈ ప్రొఫైల్‌ను చూడవచ్చు.',
    allowCopy: 'కాపీ చేయడానికి అనుమతించండి',
    expiresField: 'గడువు',
    password: 'పాస్‌వర్డ్ (ఐచ్ఛికం)',
    passwordHint:
      'పాస్‌వర్డ్ ఇస్తే, ప్రొఫైల్ ఆ పాస్‌వర్డ్‌తో ఎన్‌క్రిప్ట్ అయి నిల్వ అవుతుంది, లింక్ ఆ పాస్‌వర్డ్‌తో మాత్రమే తెరుచుకుంటుంది.',
    createLink: 'లింక్ సృష్టించండి',
    noLinks: 'ఇంకా పబ్లిక్ లింక్‌లు లేవు',
    linkAddress: 'లింక్ చిరునామా',
    copyAllowed: 'కాపీకి అనుమతి ఉంది',
    passwordSet: 'పాస్‌వర్డ్',
    copyLink: 'లింక్ కాపీ చేయండి',
    revoke: 'ఉపసంహరించండి',
    linkCreated: 'లింక్ సృష్టించబడింది',
    linkFailed: 'లింక్ సృష్టించలేకపోయాం',
    linkRevoked: 'లింక్ ఉపసంహరించబడింది',
    revokeFailed: 'లింక్‌ను ఉపసంహరించలేకపోయాం',
    linkCopied: 'లింక్ క్లిప్‌బోర్డ్‌కు కాపీ అయింది',
  },
  'gpa-read-only': {
    sharedBy: (owner: string | null) => `${owner ?? ANOTHER_USER} షేర్ చేశారు`,
    copyToMine: 'నా ఖాతాలోకి కాపీ చేయండి',
    noSemesters: 'ఇంకా సెమిస్టర్లు ఏవీ జోడించలేదు',
    subject: 'సబ్జెక్టు',
    grade: 'గ్రేడ్',
    credits: 'క్రెడిట్లు',
    points: 'పాయింట్లు',
  },
} satisfies Translation<
  typeof sharingTexts | typeof linkTexts | typeof shareDialogTexts | typeof readOnlyTexts
>;
