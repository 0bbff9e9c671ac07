import { FIRM } from './firm';
import { VAT_THRESHOLD_SENTENCE } from './vat';
import { PRICE_VAT } from './vat';

/** FAQ page (docs/public-site.md, FAQ): six groups of five questions, each group an anchor. */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: 'general' | 'bookkeeping' | 'tax' | 'payroll' | 'business' | 'technology';
  title: string;
  items: readonly FaqItem[];
}

export const FAQ_TEXT = {
  hero: {
    title: 'Frequently asked questions',
    lead: 'Answers to what clients ask us most about bookkeeping, tax, payroll and working with us online.',
  },
  jumpTo: 'Jump to a topic',
  end: {
    title: 'Still have a question?',
    text: 'Send us a message and a bookkeeper will answer within one business day, or read more about what we do.',
    contact: 'Contact us',
    services: 'View our services',
  },
} as const;

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'general',
    title: 'General',
    items: [
      {
        question: 'Who do you work with?',
        answer:
          'Small and medium businesses, freelancers and start-ups across South Africa: sole proprietors, partnerships, private companies, close corporations, trusts and non-profit organisations.',
      },
      {
        question: 'Do I need to visit your office?',
        answer: `No. We work entirely online, by email, phone, WhatsApp and video call, and documents are shared through the secure client portal. You are welcome to meet us at our office in ${FIRM.address.suburb}, ${FIRM.address.city}, by appointment.`,
      },
      {
        question: 'What are your business hours?',
        answer: `${FIRM.hours.weekdays}. ${FIRM.hours.sunday}. Emails and portal messages are answered within one business day.`,
      },
      {
        question: 'How much do your services cost?',
        answer: `Monthly packages run from R799 for Start-ups to R11,999 for Elite (${PRICE_VAT.short}), and the starter cloud accounting offer is R199 per month. Work outside a package is quoted as a fixed fee before we start.`,
      },
      {
        question: 'How do I get started?',
        answer:
          'Email us your requirements or complete the enquiry form. We evaluate your records, send a proposal with a fixed monthly fee, and start once the service agreement is signed.',
      },
    ],
  },
  {
    id: 'bookkeeping',
    title: 'Bookkeeping',
    items: [
      {
        question: 'How often are my books updated?',
        answer:
          'Weekly for most clients, or daily for businesses with high transaction volumes. Bank accounts are reconciled every time the books are updated.',
      },
      {
        question: 'Which accounting software do you use?',
        answer:
          'We work in Xero, Sage Business Cloud and QuickBooks Online. Every package includes a free tier of cloud accounting software, and the books stay in your name.',
      },
      {
        question: 'What documents do I need to send?',
        answer:
          'Bank and credit card statements, supplier invoices and slips, sales invoices, and payroll information if you have employees. We send a checklist when you join and request anything missing through the portal.',
      },
      {
        question: 'Can you catch up on books that have fallen behind?',
        answer:
          'Yes. Catch-up bookkeeping is quoted as a once-off fixed fee, and we prioritise the periods needed for any overdue returns.',
      },
      {
        question: 'What counts as a transaction?',
        answer:
          'Each line on a bank or credit card statement and each invoice or bill captured. Package sizes are based on your typical monthly count, and we review it with you if your volumes change.',
      },
    ],
  },
  {
    id: 'tax',
    title: 'Tax and VAT',
    items: [
      {
        question: 'When must my business register for VAT?',
        answer: VAT_THRESHOLD_SENTENCE,
      },
      {
        question: 'Do you submit returns to SARS for me?',
        answer:
          'Yes. With your authority we submit VAT201, EMP201, provisional tax and income tax returns on SARS eFiling and keep you informed of every submission and payment due.',
      },
      {
        question: 'What is provisional tax?',
        answer:
          'A way of paying income tax in advance during the year. Companies and individuals with income not taxed through PAYE usually pay two provisional payments and may make a third, voluntary top-up payment.',
      },
      {
        question: 'Can you help with a SARS verification or audit?',
        answer:
          'Yes. We gather the supporting documents, respond to SARS on your behalf and explain every step, which is much easier when your books are already reconciled.',
      },
      {
        question: 'How long must I keep my records?',
        answer:
          'SARS requires records to be kept for at least five years from the date the return was submitted. Documents in the client portal are kept for you.',
      },
    ],
  },
  {
    id: 'payroll',
    title: 'Payroll',
    items: [
      {
        question: 'What does your payroll service include?',
        answer:
          'Monthly salary calculations, payslips, PAYE, UIF and SDL on the EMP201, UIF declarations, the bi-annual EMP501 reconciliation and IRP5 certificates.',
      },
      {
        question: 'Is there a free payroll tool?',
        answer:
          'Yes. The Essential, Standard and Advanced packages include a free payroll tool for up to 5 employees, and the Professional and Elite packages for up to 10 employees.',
      },
      {
        question: 'When is the EMP201 due?',
        answer:
          'The EMP201 return and payment for PAYE, UIF and SDL are due by the 7th of the month following the payroll month, or the last business day before it.',
      },
      {
        question: 'Can you register my business as an employer?',
        answer: 'Yes. We register you for PAYE, UIF and, where it applies, SDL with SARS and the Department of Employment and Labour.',
      },
      {
        question: 'How do I tell you about changes to staff?',
        answer:
          "Add or update employee records in the client portal, or email us before the payroll cut-off. New starters, leavers, increases and leave are processed in that month's run.",
      },
    ],
  },
  {
    id: 'business',
    title: 'Business and pricing',
    items: [
      {
        question: 'Are your prices fixed?',
        answer: `Yes. Monthly packages are a fixed fee in rand (${PRICE_VAT.short}), billed in advance. Once-off work is quoted before we start, so you never receive a surprise invoice.`,
      },
      {
        question: 'How do I pay?',
        answer: 'By EFT or bank transfer. Monthly retainers are billed in advance at the start of each month.',
      },
      {
        question: 'Can I change my package?',
        answer: 'Yes. You can move up or down a package from the next billing month as your business changes.',
      },
      {
        question: 'How do I cancel?',
        answer:
          'Give us notice in writing. Your access continues until the end of the billing period you have paid for. The terms and conditions set out the cancellation administration fee and refund timelines.',
      },
      {
        question: 'Do you register new companies?',
        answer: 'Yes. We register private companies with CIPC and set them up with SARS for income tax and, where needed, VAT and PAYE.',
      },
    ],
  },
  {
    id: 'technology',
    title: 'Technology and security',
    items: [
      {
        question: 'What is the client portal?',
        answer:
          'A secure website where you upload documents, answer our requests, see your subscriptions and payments, and keep your company and employee information up to date.',
      },
      {
        question: 'Is my information safe?',
        answer:
          'Your data is encrypted in transit, access is limited to the staff who work on your account, and we process personal information in line with the Protection of Personal Information Act (POPIA).',
      },
      {
        question: 'Which file types can I upload?',
        answer: 'PDF, JPG, PNG, DOCX, XLSX and CSV files of up to 10 MB each. Photos of slips taken on a phone work well.',
      },
      {
        question: 'Can I connect my bank to the accounting software?',
        answer: 'Yes. All the major South African banks offer bank feeds to cloud accounting software, and we set them up for you.',
      },
      {
        question: 'Do I keep access to my books if I leave?',
        answer: 'Yes. The accounting software subscription and the data in it belong to you, and we hand over everything when you move on.',
      },
    ],
  },
];
