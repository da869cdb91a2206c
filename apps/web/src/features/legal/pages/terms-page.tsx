import { LIMITS, PRODUCT_NAME, SUPPORT_EMAIL } from '@spruik/shared';
import { LegalDocument, type LegalSection } from '../components/legal-document';

const P = PRODUCT_NAME;
export const TERMS_EFFECTIVE = '01 February 2024';

const sections: LegalSection[] = [
  {
    heading: 'About these terms',
    body: [
      `These terms of use ("Terms") are an agreement between you and ${P} ("we", "us"). They apply to every visit to and use of the ${P} web app, whether you join as a customer (creator), a business or a venue.`,
      `By creating an account or using ${P} you accept these Terms and our Privacy Policy. If you do not agree, please do not use ${P}. These Terms are effective from ${TERMS_EFFECTIVE}.`,
    ],
  },
  {
    heading: 'Who can use the service',
    body: [
      'You must be at least 13 years old to use the service. If you are under 18, you confirm that a parent or guardian has read and agreed to these Terms with you.',
      'You must give accurate information when you register, keep it up to date and keep your password to yourself. You are responsible for everything that happens under your account.',
      `Creators must hold the social media accounts they register, keep them public and meet our audience minimums (currently ${LIMITS.minInstagramFollowers} Instagram followers and ${LIMITS.minTiktokFollowers} TikTok followers).`,
    ],
  },
  {
    heading: 'How campaigns work',
    body: [
      `Businesses and venues ("Advertisers") publish campaigns that describe what they would like creators to do, how many creators can take part and what each creator may receive. We review campaigns before they go live.`,
      'Creators may choose any open campaign, complete it according to its conditions and submit proof. Depending on the campaign, the Advertiser reviews the submission or it is accepted automatically.',
    ],
  },
  {
    heading: 'Creators are volunteers',
    body: [
      `Creators take part as volunteers. Nothing in these Terms makes a creator an employee, contractor, agent or partner of ${P} or of any Advertiser, and no one is obliged to accept a campaign.`,
      'Payment is a reward for completed work, not a wage. An Advertiser or we may refuse payment when a submission does not meet the campaign conditions, is not publicly visible, is misleading, or breaks these Terms or the rules of the social platform.',
    ],
  },
  {
    heading: 'Advertising disclosure',
    body: [
      "Content you publish for a campaign is advertising. You must disclose it clearly as an ad, for example with #ad or the platform's paid-partnership label, in line with Australian Consumer Law and the platform's rules.",
      'Content that is not disclosed as an ad may be rejected and may lead to the suspension of your account.',
    ],
  },
  {
    heading: 'Payments, credit and fees',
    body: [
      'All amounts on the service are shown and charged in US dollars.',
      "Advertisers top up credit by card or through an online payment service before they publish a campaign. Credit reserved for a campaign is held until the campaign ends; unspent credit returns to the Advertiser's balance.",
      'All payments are final. We do not offer refunds for top-ups, campaign fees or rewards that have been paid out, except where the law requires it.',
    ],
  },
  {
    heading: 'Withdrawals',
    body: [
      'Creators can withdraw their wallet balance to their own Australian bank account once it reaches the minimum withdrawal amount shown in the app.',
      'Venues can withdraw their earnings. Venue withdrawals are processed manually and can take up to 90 days to arrive.',
      'We may hold a withdrawal while we check for fraud or a breach of these Terms.',
    ],
  },
  {
    heading: 'Your content and conduct',
    body: [
      'You keep ownership of the content you create. You give the Advertiser of a campaign permission to view, link to and share the content you submit for that campaign.',
      'You must not post anything unlawful, misleading, hateful or infringing, buy fake followers or engagement, create more than one account, or use the service to harass anyone.',
    ],
  },
  {
    heading: 'Suspension and closing your account',
    body: [
      'We may suspend or close an account that breaks these Terms, with or without notice. You can stop using the service at any time and ask us to close your account.',
    ],
  },
  {
    heading: 'Liability',
    body: [
      `The service is provided "as is". To the extent the law allows, ${P} is not liable for indirect or consequential loss, for the acts of Advertisers or creators, or for the availability of third-party social platforms. Nothing in these Terms excludes rights you have under the Australian Consumer Law.`,
    ],
  },
  {
    heading: 'Disputes',
    body: [
      `If you have a dispute with us, contact us first at ${SUPPORT_EMAIL}. Both sides will try to resolve it through informal negotiation for 30 days.`,
      'If the dispute is not resolved within 30 days, it will be settled by binding arbitration under the laws of Victoria, Australia.',
    ],
  },
  {
    heading: 'Changes to these terms',
    body: [
      'We may update these Terms from time to time. We will post the new version in the app; continuing to use the service after the change means you accept it.',
    ],
  },
  {
    heading: 'Contact',
    body: [`Questions about these Terms? Write to ${SUPPORT_EMAIL}.`],
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      effective={TERMS_EFFECTIVE}
      intro={[
        `${P} is a marketplace where businesses and hospitality venues reward everyday creators for promoting them on social media. Please read these Terms carefully.`,
      ]}
      sections={sections}
    />
  );
}
