import type { NewUserRow } from './schema';

/** Password of every demo account (documented in the README; demo data only). */
export const DEMO_PASSWORD = 'Demo-pass-2026!';

type DemoUserFields = Omit<NewUserRow, 'uid' | 'passwordHash' | 'parentUid' | 'createdAt'>;

export interface DemoUser extends DemoUserFields {
  readonly email: string;
  /** E-mail of the parent account for sub-accounts. */
  readonly parentEmail?: string;
  /** [currency, available, locked] */
  readonly balances: readonly (readonly [string, string, string])[];
}

const DAY_SECONDS = 86_400;

/** The demo accounts, one per user kind of §1 that the UI branches on. */
export function demoUsers(nowMs: number): readonly DemoUser[] {
  const nowSeconds = Math.floor(nowMs / 1000);
  const list: DemoUser[] = [
    {
      email: 'trader@demo.test',
      nickname: 'trader',
      verified: 2,
      tier: 1,
      balances: [
        ['USDT', '12500.5', '250'],
        ['BTC', '0.35', '0'],
        ['ETH', '4.2', '0.5'],
      ],
    },
    { email: 'newbie@demo.test', nickname: 'newbie', verified: 0, balances: [] },
    {
      email: 'pro@demo.test',
      nickname: 'pro',
      verified: 1,
      tier: 3,
      balances: [
        ['USDT', '250000', '10000'],
        ['BTC', '3.1', '0.1'],
        ['ETH', '40', '0'],
        ['SOL', '520', '0'],
      ],
    },
    {
      email: 'company@demo.test',
      nickname: 'company',
      verified: 3,
      tier: 5,
      balances: [
        ['USDT', '1000000', '0'],
        ['BTC', '12', '0'],
        ['ETH', '150', '0'],
      ],
    },
    {
      email: 'turkey@demo.test',
      nickname: 'turkey',
      siteKey: 'tr',
      country: 792,
      verified: 2,
      balances: [
        ['USDT', '800', '0'],
        ['BTC', '0.01', '0'],
        ['ETH', '0.2', '0'],
      ],
    },
    {
      email: 'hk@demo.test',
      nickname: 'hk',
      siteKey: 'hk',
      country: 344,
      isHkUser: true,
      verified: 2,
      balances: [
        ['USDT', '5000', '0'],
        ['BTC', '0.1', '0'],
      ],
    },
    {
      email: 'withdraw@demo.test',
      nickname: 'withdraw',
      isWithdrawOnly: true,
      verified: 2,
      balances: [
        ['USDT', '300', '0'],
        ['ETH', '0.5', '0'],
      ],
    },
    { email: 'risk@demo.test', nickname: 'risk', isRiskUser: true, verified: 0, balances: [['USDT', '50', '0']] },
    {
      email: 'vip@demo.test',
      nickname: 'vip',
      verified: 1,
      trialTier: 1,
      trialExpireTime: nowSeconds + 30 * DAY_SECONDS,
      balances: [
        ['USDT', '80000', '0'],
        ['BTC', '1.5', '0'],
        ['ETH', '10', '0'],
      ],
    },
    {
      email: 'sub@demo.test',
      nickname: 'sub',
      isSub: true,
      parentEmail: 'trader@demo.test',
      verified: 2,
      balances: [
        ['USDT', '1000', '0'],
        ['BTC', '0.02', '0'],
      ],
    },
    // Issue 3: a UK consumer on the main site (§6 "UK consumers lose the service"): the seeded
    // compliance rule for GB users makes them a country-limited user (§4.8). Last, so earlier uids stay.
    {
      email: 'uk@demo.test',
      nickname: 'uk',
      siteKey: 'main',
      country: 826,
      verified: 2,
      balances: [
        ['USDT', '1200', '0'],
        ['BTC', '0.05', '0'],
      ],
    },
  ];
  // kyc_status semantics are not shown (§3 only gives the default 0); demo rule: 1 once any KYC level passed.
  return list.map((u) => ({ ...u, kycStatus: u.verified === 0 || u.verified === undefined ? 0 : 1 }));
}

/** [symbol, name, USD price] — reference prices, not live. */
export const DEMO_ASSETS: readonly (readonly [string, string, string])[] = [
  ['BTC', 'Bitcoin', '97250.12'],
  ['ETH', 'Ethereum', '3412.58'],
  ['USDT', 'Tether', '1'],
  ['USDC', 'USD Coin', '1'],
  ['BNB', 'BNB', '652.4'],
  ['SOL', 'Solana', '183.27'],
  ['XRP', 'XRP', '2.31'],
  ['DOGE', 'Dogecoin', '0.3215'],
  ['ADA', 'Cardano', '0.9012'],
  ['TRX', 'TRON', '0.2478'],
  ['TON', 'Toncoin', '5.48'],
  ['GT', 'GateToken', '20.35'],
  ['AVAX', 'Avalanche', '35.62'],
  ['LINK', 'Chainlink', '20.14'],
  ['DOT', 'Polkadot', '6.52'],
  ['POL', 'Polygon', '0.4875'],
  ['LTC', 'Litecoin', '101.3'],
  ['BCH', 'Bitcoin Cash', '452.8'],
  ['SHIB', 'Shiba Inu', '0.00002214'],
  ['UNI', 'Uniswap', '12.07'],
  ['ATOM', 'Cosmos', '6.48'],
  ['XLM', 'Stellar', '0.4012'],
  ['ETC', 'Ethereum Classic', '26.41'],
  ['FIL', 'Filecoin', '5.02'],
  ['APT', 'Aptos', '9.14'],
  ['ARB', 'Arbitrum', '0.8023'],
  ['OP', 'Optimism', '2.01'],
  ['NEAR', 'NEAR Protocol', '5.17'],
  ['SUI', 'Sui', '3.52'],
  ['PEPE', 'Pepe', '0.00001812'],
];

/** [code, symbol, units per 1 USD] in display order. */
export const DEMO_FIAT_RATES: readonly (readonly [string, string, string])[] = [
  ['USD', '$', '1'],
  ['EUR', '€', '0.9215'],
  ['GBP', '£', '0.7892'],
  ['TRY', '₺', '34.52'],
  ['JPY', '¥', '151.23'],
  ['HKD', 'HK$', '7.7812'],
  ['AUD', 'A$', '1.5234'],
  ['AED', 'د.إ', '3.6725'],
  ['SGD', 'S$', '1.3412'],
  ['CNY', '¥', '7.2415'],
  ['BRL', 'R$', '5.8123'],
  ['VND', '₫', '25410'],
  ['KRW', '₩', '1391.5'],
  ['INR', '₹', '84.52'],
  ['CAD', 'C$', '1.3921'],
];

/** Home statistics of a sub-site; the main site is largest, regional sites scaled down. */
export function demoSiteStats(siteKey: string, index: number) {
  const main = siteKey === 'main';
  return {
    siteKey,
    tradingVolume: main ? '1843256789012.35' : String(92_000_000_000 - index * 4_250_000_000) + '.5',
    simpleEarnAprUsdt: main ? '8.5' : (5 + (index % 4) * 0.75).toFixed(2),
    maxProfitRate: main ? '312.45' : (120 + index * 7.5).toFixed(2),
    lendEarnMaxRate: main ? '15.2' : (6 + (index % 5)).toFixed(1),
    totalReserveRate: main ? '128.4' : (110 + index).toFixed(1),
  };
}

/** Demo announcements for "trending stories": [slug, title, summary, published ISO date, rank]. */
export const DEMO_STORIES: readonly (readonly [string, string, string, string, number])[] = [
  [
    'proof-of-reserves-2026-11',
    'Proof of reserves: November 2026 report',
    'User assets are backed above 1:1; the reserve ratio and the Merkle-tree verification tool are updated every month.',
    '2026-11-18T08:00:00Z',
    10,
  ],
  [
    'authenticator-reminder',
    'Protect your account with an authenticator app',
    'Turn on two-step verification under Security: codes from an authenticator app are safer than SMS.',
    '2026-11-12T09:30:00Z',
    8,
  ],
  [
    'maintenance-2026-11-25',
    'Scheduled maintenance on 25 November, 02:00–03:00 UTC',
    'Deposits and withdrawals of some networks pause during the upgrade; trading is not affected.',
    '2026-11-20T12:00:00Z',
    9,
  ],
  [
    'new-fiat-rails',
    'Buy crypto with a bank transfer in more currencies',
    'Bank transfers now support EUR, GBP and TRY, with the fee shown before you confirm.',
    '2026-11-05T10:00:00Z',
    6,
  ],
  [
    'phishing-warning',
    'Beware of phishing sites and fake support accounts',
    'We never ask for your password or authenticator codes. Check the address bar before you log in.',
    '2026-10-28T07:00:00Z',
    7,
  ],
  [
    'earn-usdt-apr',
    'Simple Earn: flexible USDT savings',
    'Subscribe and redeem at any time; interest is credited hourly and shown in your account.',
    '2026-10-21T06:00:00Z',
    5,
  ],
];
