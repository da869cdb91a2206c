import { PRODUCT_NAME, SUPPORT_EMAIL } from '@spruik/shared';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { TERMS_EFFECTIVE } from './terms-page';

const P = PRODUCT_NAME;

const sections: LegalSection[] = [
  {
    heading: 'Information we collect',
    body: [
      'When you register we collect your name, e-mail address, phone number, city and country, password (stored only in hashed form) and the social media accounts you give us. Businesses and venues also give us their business name, ABN, address, website and logo.',
      'While you use the service we collect the campaigns you join, the links you submit, your follower counts, your answers to quizzes, messages, and technical data such as your device, browser and IP address.',
    ],
  },
  {
    heading: 'How we use your information',
    body: [
      'We use your information to create and run your account, match creators with campaigns, check and approve submissions, pay rewards, process top-ups and withdrawals, send you service e-mails, keep the service secure and meet our legal obligations.',
      'We do not sell your personal information. We only send marketing e-mails if you agree, and you can opt out at any time.',
    ],
  },
  {
    heading: 'Disclosure of your information',
    body: [
      'We share only what is needed: Advertisers see the public social handle, follower count and submissions of creators who join their campaigns; venues see the payments and vouchers used with them.',
      'We also share information with service providers who help us run the service (hosting, e-mail, payment processing), with professional advisers, and with authorities when the law requires it.',
    ],
  },
  {
    heading: 'Financial information',
    body: [
      'Card payments and online payments are handled by our payment providers. We never see or store your full card number.',
      'To pay withdrawals we store the bank account name, BSB and account number you give us, and a record of every transaction on your account.',
    ],
  },
  {
    heading: 'Overseas transfer',
    body: [
      'Some of our service providers store or process information outside Australia, for example in the United States or the European Union. We take reasonable steps to make sure they protect it in line with the Australian Privacy Principles.',
    ],
  },
  {
    heading: 'Security',
    body: [
      'We protect your information with encryption in transit, hashed passwords, access controls and monitoring. No system is perfectly secure; if a data breach is likely to cause you serious harm we will tell you and the Office of the Australian Information Commissioner as the law requires.',
    ],
  },
  {
    heading: 'Cookies and local storage',
    body: [
      "We use your browser's local storage to keep you signed in and to remember your preferences. We may use cookies and similar tools to understand how the service is used and to improve it. You can clear them in your browser at any time, but you will be signed out.",
    ],
  },
  {
    heading: 'How long we keep information',
    body: [
      'We keep your information while your account is open and for up to 7 years after, so we can meet tax, accounting and legal obligations and resolve disputes. After that we delete or de-identify it.',
    ],
  },
  {
    heading: 'Your rights',
    body: [
      'You can ask to access the personal information we hold about you, to correct it, or to delete your account. We will respond within one month.',
      'If you are unhappy with how we handled your information, contact us first. If we do not resolve it, you can complain to the Office of the Australian Information Commissioner (www.oaic.gov.au).',
    ],
  },
  {
    heading: 'Children',
    body: [
      'The service is not meant for children under 13 and we do not knowingly collect their information. If you believe a child under 13 has an account, please contact us and we will remove it.',
    ],
  },
  {
    heading: 'Changes to this policy',
    body: [
      'We may change this policy from time to time. We will post the new version in the app, and changes take effect 30 days after they are posted.',
    ],
  },
  {
    heading: 'Contact us',
    body: [`For any privacy question or request, write to our support team at ${SUPPORT_EMAIL}.`],
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      effective={TERMS_EFFECTIVE}
      intro={[
        `${P} is an Australian service. This policy explains how we collect, use, disclose and protect your personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles.`,
        `By using ${P} you agree to the handling of your information as described here.`,
      ]}
      sections={sections}
    />
  );
}
