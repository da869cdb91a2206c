/**
 * The demo world: Melbourne venues, a business, customers, an admin. Password for every account: Password123!
 * outside production (the README says so); production never uses it (see seedDemoWorld).
 */
import type { BannerArt } from './banners';

export { DEMO_PASSWORD } from '../../config/demo-password';

export const demoAdmin = { email: 'admin@spruik.app', name: 'Spruik Operator' };
/** Operators with one console role each (docs/security.md "Operator roles"); demoAdmin is the owner. */
export const demoOperators = [
  { email: 'support@spruik.app', name: 'Sky Support', operatorRole: 'support' },
  { email: 'finance@spruik.app', name: 'Fin Finance', operatorRole: 'finance' },
] as const;

export const demoBusiness = {
  email: 'business@spruik.app',
  name: 'Sam Business',
  phone: '0400000002',
  instagramId: 'https://www.instagram.com/brewlab.co/',
  youtubeId: 'https://www.youtube.com/@brewlab',
  tiktokId: 'https://www.tiktok.com/@brewlab',
  org: { abn: '51824753556', name: 'BrewLab Coffee Roasters' },
  colours: ['#3E2723', '#FFB74D'] as const,
};

export const demoCustomers = [
  {
    email: 'customer@spruik.app',
    name: 'Chloe Customer',
    phone: '0400000003',
    instagramId: 'https://www.instagram.com/chloe.eats/',
    tiktokId: 'https://www.tiktok.com/@chloe.eats',
    youtubeId: 'https://www.youtube.com/@chloeeats',
    instagramFollowers: 4200,
    tiktokFollowers: 12800,
    youtubeFollowers: 650,
    level: 1,
  },
  {
    email: 'legend@spruik.app',
    name: 'Liam Legend',
    phone: '0400000004',
    instagramId: 'https://www.instagram.com/liam.legend/',
    tiktokId: null,
    youtubeId: null,
    instagramFollowers: 25300,
    tiktokFollowers: null,
    youtubeFollowers: null,
    level: 2,
    legendCode: 'LIAM2024',
  },
];

/**
 * Creators who browse the offers without joining (realistic views). Verified Instagram accounts, so
 * they are not in the operator's verification queue.
 */
export const demoViewers = [
  'Mia Tran',
  'Noah Kelly',
  'Ava Rossi',
  'Leo Nguyen',
  'Isla Brown',
  'Jack Wilson',
  'Zoe Papadopoulos',
  'Oliver Singh',
  'Ruby Chen',
  'Lucas Martin',
  'Grace Murphy',
  'Ethan Lee',
].map((name, i) => {
  const handle = name.toLowerCase().replace(' ', '.');
  return {
    email: `${handle}@spruik.app`,
    name,
    phone: `04000001${String(i).padStart(2, '0')}`,
    instagramId: `https://www.instagram.com/${handle}/`,
    tiktokId: null,
    youtubeId: null,
    instagramFollowers: 300 + ((i * 1731) % 8700),
    tiktokFollowers: null,
    youtubeFollowers: null,
    level: 1,
  };
});

type DemoVenue = {
  email: string;
  name: string;
  contact: string;
  address: string;
  websiteLink: string;
  instagramId: string;
  tiktokId: string | null;
  latitude: number;
  longitude: number;
  membership: 1 | 2 | 3;
  colours: readonly [string, string];
  menu: Array<{ name: string; items: Array<{ name: string; price: number; ingredients?: string }> }>;
};

export const demoVenues: DemoVenue[] = [
  {
    email: 'venue@spruik.app',
    name: 'The Laneway Bar',
    contact: 'Vera Venue',
    address: '12 Degraves St, Melbourne VIC 3000',
    websiteLink: 'https://lanewaybar.example.com',
    instagramId: 'https://www.instagram.com/lanewaybar/',
    tiktokId: 'https://www.tiktok.com/@lanewaybar',
    latitude: -37.8169,
    longitude: 144.9656,
    membership: 3,
    colours: ['#1A237E', '#FFCA28'],
    menu: [
      {
        name: 'Cocktails',
        items: [
          { name: 'Espresso Martini', price: 22, ingredients: 'Vodka, coffee liqueur, fresh espresso' },
          { name: 'Negroni', price: 21, ingredients: 'Gin, Campari, sweet vermouth' },
        ],
      },
      {
        name: 'Bar Snacks',
        items: [{ name: 'Truffle Fries', price: 12.5, ingredients: 'Potato, truffle oil, parmesan' }],
      },
    ],
  },
  {
    email: 'cafe@spruik.app',
    name: 'Fitzroy Bean Cafe',
    contact: 'Felix Cafe',
    address: '250 Brunswick St, Fitzroy VIC 3065',
    websiteLink: 'https://fitzroybean.example.com',
    instagramId: 'https://www.instagram.com/fitzroybean/',
    tiktokId: null,
    latitude: -37.7986,
    longitude: 144.9785,
    membership: 2,
    colours: ['#4E342E', '#A5D6A7'],
    menu: [
      {
        name: 'Coffee',
        items: [
          { name: 'Flat White', price: 5 },
          { name: 'Long Black', price: 4.5 },
        ],
      },
      {
        name: 'Brunch',
        items: [{ name: 'Smashed Avo', price: 19, ingredients: 'Sourdough, avocado, feta, dukkah' }],
      },
    ],
  },
  {
    email: 'trattoria@spruik.app',
    name: 'St Kilda Trattoria',
    contact: 'Tom Trattoria',
    address: '45 Acland St, St Kilda VIC 3182',
    websiteLink: 'https://stkildatrattoria.example.com',
    instagramId: 'https://www.instagram.com/stkildatrattoria/',
    tiktokId: 'https://www.tiktok.com/@stkildatrattoria',
    latitude: -37.8677,
    longitude: 144.9809,
    membership: 1,
    colours: ['#B71C1C', '#FFF8E1'],
    menu: [
      {
        name: 'Pasta',
        items: [
          { name: 'Cacio e Pepe', price: 26, ingredients: 'Tonnarelli, pecorino, black pepper' },
          { name: 'Gnocchi Sorrentina', price: 28 },
        ],
      },
    ],
  },
  {
    email: 'rooftop@spruik.app',
    name: 'Richmond Rooftop',
    contact: 'Rita Rooftop',
    address: '101 Swan St, Richmond VIC 3121',
    websiteLink: 'https://richmondrooftop.example.com',
    instagramId: 'https://www.instagram.com/richmondrooftop/',
    tiktokId: null,
    latitude: -37.8253,
    longitude: 144.9936,
    membership: 3,
    colours: ['#004D40', '#FF8A65'],
    menu: [
      {
        name: 'Drinks',
        items: [
          { name: 'Aperol Spritz', price: 18 },
          { name: 'Pale Ale', price: 12 },
        ],
      },
    ],
  },
];

/** A venue that signed up and waits for an operator to activate it. */
export const demoPendingVenue = {
  email: 'newvenue@spruik.app',
  name: 'Carlton Dumpling House',
  contact: 'Nina New',
  address: '190 Lygon St, Carlton VIC 3053',
  websiteLink: 'https://carltondumpling.example.com',
  instagramId: 'https://www.instagram.com/carltondumpling/',
};

/** The home-screen banners, drawn at seed time (banners.ts); white words on colours dark enough to read them. */
export const demoAnnouncements: Array<BannerArt & { link: string | null }> = [
  {
    title: 'Post. Tag. Get paid.',
    subtitle: 'Promote the places you love in Melbourne',
    colours: ['#8a300c', '#d9531e'],
    motif: 'cup',
    link: 'spruik.app/how-it-works',
  },
  {
    title: 'New venues near you',
    subtitle: 'Cafes, bars and kitchens on the map',
    colours: ['#134e4a', '#1f6f6b'],
    motif: 'pin',
    link: null,
  },
  {
    title: 'Become a Legend',
    subtitle: 'Share your code, earn more per post',
    colours: ['#4a1d5e', '#8e3b7d'],
    motif: 'star',
    link: 'spruik.app/legends',
  },
];

export const demoQuestions = [
  {
    title: 'What should every paid post include?',
    answers: ['#ad or a paid-partnership label', 'A discount code', 'Nothing at all'],
    correct: 0,
  },
  {
    title: 'How many Instagram followers does a creator need to join?',
    answers: ['10', '100', '1,000'],
    correct: 1,
  },
  {
    title: 'Which city is the venues map centred on?',
    answers: ['Sydney', 'Perth', 'Melbourne'],
    correct: 2,
  },
  { title: 'How much energy does joining a campaign use?', answers: ['10', '25', '50'], correct: 0 },
  { title: 'What is the minimum withdrawal to a bank?', answers: ['$1', '$10', '$100'], correct: 1 },
  {
    title: 'Which membership shows the scan icon on a venue menu?',
    answers: ['Bronze', 'Silver', 'Gold'],
    correct: 2,
  },
  { title: 'How long is a verification code valid?', answers: ['10 minutes', '1 hour', '1 day'], correct: 0 },
];
