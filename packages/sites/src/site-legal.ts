import { TAKER_FEE_RATES } from '@ex/domain';
import { SITES } from './sites';
import type { SiteConfig, SiteKey } from './site-types';

/** A licence or registration a sub-site's operating company holds (§2.1 /legal/licenses). */
export interface SiteLicence {
  readonly name: string;
  readonly authority: string;
  readonly reference: string;
}

/**
 * The legal facts of a sub-site: who operates it, where, and under which regulator. The legal and
 * company pages quote these through placeholders ({{legal.entity}}, …), so one stored document serves
 * every sub-site and a fact is changed in one place.
 */
export interface SiteLegal {
  readonly entity: string;
  readonly address: string;
  readonly companyNumber: string;
  readonly regulator: string;
  readonly licences: readonly SiteLicence[];
  readonly governingLaw: string;
  /** Where unresolved complaints can be escalated. */
  readonly disputes: string;
}

/** Demo facts of this deployment (docs/spec-decisions.md): replace with the operating companies' own. */
export const SITE_LEGAL: Readonly<Record<SiteKey, SiteLegal>> = {
  main: {
    entity: 'Exchange Global Ltd.',
    address: '2nd Floor, Harbour Centre, 42 North Church Street, George Town, Grand Cayman KY1-1106, Cayman Islands',
    companyNumber: 'CI-389114',
    regulator: 'Cayman Islands Monetary Authority (CIMA)',
    licences: [{ name: 'Virtual asset service provider registration', authority: 'CIMA', reference: 'VASP-1402217' }],
    governingLaw: 'the laws of the Cayman Islands',
    disputes: 'the courts of the Cayman Islands',
  },
  tr: {
    entity: 'Exchange TR Kripto Varlık Alım Satım Platformu A.Ş.',
    address: 'Büyükdere Caddesi No: 185, Kat 12, 34394 Şişli, İstanbul, Türkiye',
    companyNumber: 'İstanbul Ticaret Sicili 412786-5',
    regulator: 'Sermaye Piyasası Kurulu (Capital Markets Board of Türkiye)',
    licences: [
      { name: 'Crypto asset service provider (application listed)', authority: 'SPK', reference: 'KVHS-2024-117' },
      { name: 'Obliged party registration (AML)', authority: 'MASAK', reference: 'MSK-88214' },
    ],
    governingLaw: 'the laws of the Republic of Türkiye',
    disputes: 'the İstanbul Central Courts and Enforcement Offices',
  },
  eu: {
    entity: 'Exchange Europe Ltd.',
    address: 'Level 3, The Quad, Triq l-Esportaturi, Mriehel BKR 3000, Malta',
    companyNumber: 'C 98211',
    regulator: 'Malta Financial Services Authority (MFSA)',
    licences: [{ name: 'Crypto-asset service provider authorisation (MiCA)', authority: 'MFSA', reference: 'CASP-MT-0042' }],
    governingLaw: 'the laws of Malta',
    disputes: 'the Office of the Arbiter for Financial Services, Malta, and the courts of Malta',
  },
  hk: {
    entity: 'Exchange HK Limited',
    address: 'Suite 2101, 21/F, Two Pacific Place, 88 Queensway, Admiralty, Hong Kong',
    companyNumber: 'CR No. 3312870',
    regulator: 'Securities and Futures Commission (SFC)',
    licences: [{ name: 'Virtual asset trading platform licence (Types 1 and 7)', authority: 'SFC', reference: 'BVX-412' }],
    governingLaw: 'the laws of the Hong Kong Special Administrative Region',
    disputes: 'the courts of Hong Kong',
  },
  us: {
    entity: 'Exchange US, Inc.',
    address: '1209 Orange Street, Wilmington, Delaware 19801, United States',
    companyNumber: 'Delaware File No. 7723015',
    regulator: 'Financial Crimes Enforcement Network (FinCEN) and state money-transmission regulators',
    licences: [
      { name: 'Money services business registration', authority: 'FinCEN', reference: '31000255771024' },
      { name: 'Money transmitter licences (state by state)', authority: 'NMLS', reference: 'NMLS ID 2418832' },
    ],
    governingLaw: 'the laws of the State of Delaware',
    disputes: 'binding arbitration under the rules of the American Arbitration Association',
  },
  uk: {
    entity: 'Exchange UK Ltd',
    address: '25 Old Broad Street, London EC2N 1HN, United Kingdom',
    companyNumber: 'Companies House 14233871',
    regulator: 'Financial Conduct Authority (FCA)',
    licences: [{ name: 'Cryptoasset business registration (MLRs 2017)', authority: 'FCA', reference: 'FRN 998412' }],
    governingLaw: 'the laws of England and Wales',
    disputes: 'the courts of England and Wales',
  },
  au: {
    entity: 'Exchange AU Pty Ltd',
    address: 'Level 18, 1 Farrer Place, Sydney NSW 2000, Australia',
    companyNumber: 'ACN 655 217 904',
    regulator: 'Australian Transaction Reports and Analysis Centre (AUSTRAC)',
    licences: [{ name: 'Digital currency exchange registration', authority: 'AUSTRAC', reference: 'DCE100774412-001' }],
    governingLaw: 'the laws of New South Wales, Australia',
    disputes: 'the Australian Financial Complaints Authority (AFCA) and the courts of New South Wales',
  },
  jp: {
    entity: 'Exchange Japan株式会社 (Exchange Japan K.K.)',
    address: '〒100-0005 東京都千代田区丸の内1-9-2 グラントウキョウサウスタワー 14F',
    companyNumber: '法人番号 4010401163512',
    regulator: '金融庁 関東財務局 (Kanto Local Finance Bureau, Financial Services Agency)',
    licences: [
      { name: '暗号資産交換業者 (crypto-asset exchange service provider)', authority: '関東財務局', reference: '関東財務局長 第00031号' },
      { name: '一般社団法人日本暗号資産等取引業協会 会員', authority: 'JVCEA', reference: '第一種会員' },
    ],
    governingLaw: 'the laws of Japan',
    disputes: 'the Tokyo District Court',
  },
  ae: {
    entity: 'Exchange Middle East FZE',
    address: 'Office 1204, Index Tower, Dubai International Financial Centre, Dubai, United Arab Emirates',
    companyNumber: 'Licence No. 1160224',
    regulator: 'Virtual Assets Regulatory Authority (VARA)',
    licences: [{ name: 'Virtual asset service provider licence (exchange services)', authority: 'VARA', reference: 'VL/24/04/007' }],
    governingLaw: 'the laws of the Emirate of Dubai and the federal laws of the UAE',
    disputes: 'the courts of Dubai',
  },
  bs: {
    entity: 'Exchange Bahamas Ltd.',
    address: 'Ocean Centre, Montagu Foreshore, East Bay Street, Nassau, New Providence, The Bahamas',
    companyNumber: 'IBC No. 218774 B',
    regulator: 'Securities Commission of The Bahamas (SCB)',
    licences: [{ name: 'Digital asset business registration (DARE Act)', authority: 'SCB', reference: 'DAB-2023-0019' }],
    governingLaw: 'the laws of the Commonwealth of The Bahamas',
    disputes: 'the Supreme Court of The Bahamas',
  },
  sg: {
    entity: 'Exchange SG Pte. Ltd.',
    address: '8 Marina View, #40-01 Asia Square Tower 1, Singapore 018960',
    companyNumber: 'UEN 202144719K',
    regulator: 'Monetary Authority of Singapore (MAS)',
    licences: [{ name: 'Major payment institution licence (digital payment token services)', authority: 'MAS', reference: 'PS20200611' }],
    governingLaw: 'the laws of Singapore',
    disputes: 'the courts of Singapore',
  },
  testnet: {
    entity: 'Exchange Global Ltd. (test network)',
    address: '2nd Floor, Harbour Centre, 42 North Church Street, George Town, Grand Cayman KY1-1106, Cayman Islands',
    companyNumber: 'CI-389114',
    regulator: 'None: the test network trades test tokens without value and is not a regulated service',
    licences: [],
    governingLaw: 'the laws of the Cayman Islands',
    disputes: 'the courts of the Cayman Islands',
  },
};

/** A rate such as '0.001' as a percentage string ('0.1%'), exact for the ledger's rates. */
function percentOf(rate: string): string {
  const [int = '0', frac = ''] = rate.split('.');
  const scaled = `${int}${frac.padEnd(2, '0')}`;
  const whole = scaled.slice(0, int.length + 2).replace(/^0+(?=\d)/, '');
  const rest = scaled.slice(int.length + 2).replace(/0+$/, '');
  return `${whole}${rest ? `.${rest}` : ''}%`;
}

/**
 * The values of every placeholder a stored document may use, for one sub-site. Markdown tables and
 * lists are produced for the list-valued facts.
 * @example contentPlaceholders('uk')['legal.regulator'] === 'Financial Conduct Authority (FCA)'
 * @example contentPlaceholders('main')['fee.spot'] === '0.1%'
 */
export function contentPlaceholders(site: SiteKey): Readonly<Record<string, string>> {
  const legal = SITE_LEGAL[site];
  const config: SiteConfig = SITES[site];
  const licences =
    legal.licences.length === 0
      ? '_No licence: this service is not regulated._'
      : [
          '| Licence or registration | Authority | Reference |',
          '| --- | --- | --- |',
          ...legal.licences.map((l) => `| ${l.name} | ${l.authority} | ${l.reference} |`),
        ].join('\n');
  return {
    'site.name': config.ogSiteName,
    'site.region': config.name,
    'legal.entity': legal.entity,
    'legal.address': legal.address,
    'legal.companyNumber': legal.companyNumber,
    'legal.regulator': legal.regulator,
    'legal.licences': licences,
    'legal.governingLaw': legal.governingLaw,
    'legal.disputes': legal.disputes,
    'support.email': config.support.email,
    'business.email': config.business.email,
    'fee.spot': percentOf(TAKER_FEE_RATES.spot),
    'fee.futures': percentOf(TAKER_FEE_RATES.futures),
    'fee.taxPercent': config.feeTaxPercent === undefined ? '0%' : `${config.feeTaxPercent}%`,
  };
}

/** Every placeholder name a document may use. */
export const CONTENT_PLACEHOLDER_NAMES: readonly string[] = Object.keys(contentPlaceholders('main'));

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+\.[a-zA-Z]+)\s*\}\}/g;

/**
 * Replaces `{{name}}` placeholders with the sub-site's facts; an unknown name stays as written (the
 * operator commands refuse such documents, see unknownPlaceholders).
 * @example fillPlaceholders('Operated by {{legal.entity}}.', 'eu') === 'Operated by Exchange Europe Ltd..'
 */
export function fillPlaceholders(markdown: string, site: SiteKey): string {
  const values = contentPlaceholders(site);
  return markdown.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/**
 * The placeholder names in a document that no sub-site defines.
 * @example unknownPlaceholders('{{legal.entity}} {{legal.ceo}}') // ['legal.ceo']
 */
export function unknownPlaceholders(markdown: string): string[] {
  const names = [...markdown.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  return [...new Set(names.filter((n) => !CONTENT_PLACEHOLDER_NAMES.includes(n)))];
}
