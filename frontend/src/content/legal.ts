import { FIRM, firmAddressLine } from './firm';
import { PRICE_VAT } from './vat';

/** A legal text block: a paragraph, or a bulleted list. */
/** A paragraph, a bullet list, or a paragraph with links into the site (`{ label, to }` parts). */
export type LegalBlock = string | { list: readonly string[] } | { parts: readonly (string | { label: string; to: string })[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export const TERMS_TEXT = {
  title: 'Terms and Conditions',
  lastUpdated: 'Last Updated:',
  intro: `These terms govern your use of this website and the services of ${FIRM.legalName} ("${FIRM.name}", "we", "us"). By using the website or engaging us, you accept them. If you do not agree, please do not use the website.`,
  backHome: 'Back to Home',
} as const;

/** The 14 numbered sections of /terms (docs/public-site.md). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'definitions',
    title: 'Definitions',
    blocks: [
      {
        list: [
          '"Client" means a person or business that has signed a service agreement with us.',
          '"Services" means bookkeeping, tax, payroll, reporting, advisory and consulting services described on this website or in a service agreement.',
          '"Package" means a monthly service bundle published on this website at the price shown.',
          '"Website" means this website and the client portal reached through it.',
          '"You" means any visitor to the website or any Client, as the context requires.',
        ],
      },
    ],
  },
  {
    id: 'licence',
    title: 'Licence to use the website',
    blocks: [
      'Unless stated otherwise, we own the intellectual property in the website and its content. You may view and print pages for your own use, subject to these terms.',
      {
        list: [
          'You may not republish, sell, rent or sub-license material from the website.',
          'You may not reproduce or copy material from the website for commercial purposes.',
          'You may not use the website in any way that harms it or its availability, or for any unlawful purpose.',
        ],
      },
    ],
  },
  {
    id: 'user-comments',
    title: 'User comments and submissions',
    blocks: [
      'Where the website lets you send us messages, enquiries or documents, you are responsible for what you submit. You confirm that you are entitled to share it and that it is not unlawful, defamatory or harmful.',
      'We may remove or decline any submission that breaches these terms. Personal information you submit is handled under our Privacy Policy.',
    ],
  },
  {
    id: 'services-and-pricing',
    title: 'Services and pricing',
    blocks: [
      `All prices are quoted in South African rand (ZAR). ${PRICE_VAT.sentence}`,
      'Monthly retainers are billed in advance at the start of each month. Work outside the scope of a package is quoted separately and done only once you accept the quote.',
      "We may change package prices with at least 30 days' written notice to existing Clients. Prices on the website may change at any time for new engagements.",
    ],
  },
  {
    id: 'enquiries-and-engagement',
    title: 'Enquiries and engagement',
    blocks: [
      'An enquiry sent through the website is not a contract. An engagement begins only once both parties have signed a service agreement setting out the services, fees and responsibilities.',
      'Before we start, we are required to verify your identity and that of your business under the Financial Intelligence Centre Act, and may ask for supporting documents.',
    ],
  },
  {
    id: 'cancellations',
    title: 'Cancellations and refunds',
    blocks: [
      'Either party may cancel a service agreement by giving written notice. Your access to the services continues until the end of the billing period already paid.',
      {
        list: [
          'A cancellation administration fee of R350 applies to cover the handover of your records.',
          'Where a refund is due, it is paid within 7 business days of the cancellation being confirmed.',
          'Fees for work already done are not refundable.',
        ],
      },
    ],
  },
  {
    id: 'accuracy',
    title: 'Accuracy of information',
    blocks: [
      'The articles, guides and figures on this website are general information, not advice for your particular circumstances. Tax law and SARS practice change; we update the website regularly but cannot guarantee that every page is current.',
      'Our work relies on the documents and information you give us. You are responsible for their completeness and accuracy.',
    ],
  },
  {
    id: 'professional-standards',
    title: 'Professional standards',
    blocks: [
      'Our services are performed by qualified staff under the codes of conduct of the professional bodies our practitioners belong to, and tax practitioners are registered with SARS as the Tax Administration Act requires.',
      'We keep your affairs confidential, except where the law requires us to disclose information.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    blocks: [
      'To the extent the law allows, we are not liable for any indirect or consequential loss arising from the use of this website or its content.',
      'Our liability to a Client in respect of any engagement is limited to the fees paid for the services concerned in the twelve months before the claim arose, except where the loss was caused by our gross negligence or wilful misconduct.',
    ],
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    blocks: [
      'You indemnify us against any claim, loss or cost that arises from false or incomplete information you supplied, or from your breach of these terms.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    blocks: [
      "These terms are governed by the laws of the Republic of South Africa. You consent to the jurisdiction of the courts of the Western Cape Division of the High Court, Cape Town, or the relevant Magistrate's Court.",
    ],
  },
  {
    id: 'promotional-competitions',
    title: 'Promotional competitions',
    blocks: [
      'From time to time we may run promotional competitions, subject to the Consumer Protection Act and the rules published with each competition.',
      {
        list: [
          'A competition runs only if it receives at least 50 valid entries.',
          'If a competition is cancelled, entrants are notified within 7 business days of the closing date.',
          'Prizes are not transferable and cannot be exchanged for cash.',
        ],
      },
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    blocks: [
      'We may update these terms from time to time. The version published on this page, with its Last Updated date, applies from the moment it is published. Material changes affecting Clients are also communicated by email.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    blocks: [`Questions about these terms can be sent to ${FIRM.email}, by phone on ${FIRM.phone}, or by post to ${firmAddressLine()}.`],
  },
];

export const PRIVACY_TEXT = {
  title: 'Privacy Policy',
  intro: `${FIRM.legalName} respects your privacy. This policy explains how we collect, use, store and protect personal information, in line with the Protection of Personal Information Act 4 of 2013 (POPIA).`,
  backHome: 'Back to Home',
} as const;

/** The 11 sections of /privacy, with the data subject's rights under POPIA. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    blocks: [
      `${FIRM.legalName} is the responsible party for the personal information described here. Our office is at ${firmAddressLine()}.`,
    ],
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    blocks: [
      {
        list: [
          'Contact details you give us in an enquiry: name, email address, phone number and business name.',
          'Account details when you register: username, names, company details, address, VAT and registration numbers.',
          'Documents you upload for bookkeeping, tax and payroll work, which may include financial records and employee information.',
          'Technical information such as your IP address and browser type, kept in server logs for security.',
        ],
      },
    ],
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    blocks: [
      {
        list: [
          'To answer enquiries and prepare proposals.',
          'To provide the services in your service agreement, including submissions to SARS and CIPC.',
          'To bill for our services and keep financial records the law requires.',
          'To keep the website and client portal secure and working.',
        ],
      },
      'We process personal information only for these purposes, or where the law requires or permits it.',
    ],
  },
  {
    id: 'marketing',
    title: 'Direct marketing',
    blocks: [
      'We send newsletters and service updates only to clients, or to people who have agreed to receive them. Every message includes a way to unsubscribe, and we never sell or rent your information to anyone.',
    ],
  },
  {
    id: 'sharing',
    title: 'Sharing your information',
    blocks: [
      'We share personal information only where needed to provide the services: with SARS, CIPC and other authorities on your instruction, and with service providers such as cloud accounting and hosting companies who are bound by agreements to protect it. Where information is stored outside South Africa, we make sure it receives protection comparable to POPIA.',
    ],
  },
  {
    id: 'security',
    title: 'Security',
    blocks: [
      'We protect personal information with reasonable technical and organisational measures: encrypted connections, passwords stored as one-way hashes, access limited to the staff who work on your account, and regular backups. If we believe your information has been compromised, we will notify you and the Information Regulator as POPIA requires.',
    ],
  },
  {
    id: 'retention',
    title: 'Retention',
    blocks: [
      'We keep personal information only as long as we need it. Basic client records are kept for at least 5 years after a client leaves, as tax and company law require.',
      'If you delete your account, we remove your personal data, cancel your subscriptions, remove your access to the services and delete your uploaded documents. Payment records are kept for the statutory period without personal information beyond what the law requires.',
      'How long each record in the client portal is kept:',
      {
        list: [
          'Sign-in sessions (your signed-in devices): they end after 30 minutes without activity and at most 12 hours after you sign in, and are then deleted. You can end any of them sooner in Settings.',
          'Your activity record (sign-ins with device and IP address, changes to your email, password and two-factor sign-in, uploads and deletions, and every time a staff member viewed or downloaded one of your documents): kept with your client record, while you are a client and for 5 years after.',
          'Uploaded documents: until you or we delete them, or you delete your account.',
          'Two-factor sign-in settings and recovery codes: until you turn two-factor sign-in off or delete your account. Recovery codes are stored only as one-way hashes.',
          'A copy of your data that you download: made on request. Most copies are sent straight to your browser as they are made and not kept. For a large account (many or large uploaded files) the copy is prepared in the background, kept in our private file storage for 24 hours so that you can download it from the link we email you, and then deleted.',
        ],
      },
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights under POPIA',
    blocks: [
      'As a data subject you have the right to:',
      {
        list: [
          'be told that your personal information is being collected, and why;',
          'ask whether we hold personal information about you, and for a copy of it;',
          'ask us to correct, update or delete information that is inaccurate, out of date, excessive or unlawfully obtained;',
          'object to the processing of your information on reasonable grounds, and to direct marketing at any time;',
          'withdraw consent you have given, without affecting processing already done;',
          'lodge a complaint with the Information Regulator (inforegulator.org.za).',
        ],
      },
      {
        parts: [
          'Signed-in clients can use two of these rights themselves, at any time. ',
          { label: 'Download my data', to: '/dashboard/settings#download-my-data' },
          ' in Settings gives you one ZIP file with your profile, company, employees, subscriptions, payments, invoices, document requests, documents, messages (every conversation with us, as you see it), activity and every file you uploaded. ',
          { label: 'Your activity page', to: '/dashboard/activity' },
          ' shows who opened your documents: it lists your sign-ins and every time a member of our staff viewed or downloaded one of your documents.',
        ],
      },
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    blocks: [
      'This website uses one essential cookie to keep you signed in to the client portal. We do not use advertising or tracking cookies. You can block cookies in your browser, but you will not be able to sign in.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    blocks: [
      'We may update this policy from time to time. The current version is always published on this page, and significant changes are communicated to clients by email.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    blocks: [
      `To exercise your rights or ask about this policy, contact our Information Officer at ${FIRM.email} or ${FIRM.phone}, or write to ${firmAddressLine()}.`,
    ],
  },
];
