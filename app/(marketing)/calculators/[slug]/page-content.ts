/** Words for the visa and factor calculator pages. Facts: Schedule 6D as in lib/points (docs/points.md). */
import type { Visa } from '@/lib/points';

export interface VisaCalculatorPage {
  visa: Visa;
  title: string;
  description: string;
  intro: string;
  visaSlug: string;
  faq: { q: string; a: string }[];
}

export const visaCalculatorPages: Record<'189' | '190' | '491', VisaCalculatorPage> = {
  '189': {
    visa: '189',
    title: 'Subclass 189 Points Calculator',
    description:
      'Work out your points for the Skilled Independent visa (subclass 189): no nomination points, a 65 pass mark and a maximum of 130.',
    intro:
      'The 189 has no state nomination, so every point comes from you. The most you can score is 130.',
    visaSlug: 'skilled-independent-189',
    faq: [
      {
        q: 'Does the 189 give nomination points?',
        a: 'No. The 189 is not nominated, so your total is only your own factors. The pass mark is still 65.',
      },
      {
        q: 'What score do 189 invitations need?',
        a: 'It changes every round and by occupation. From 2025-26 the 189 invites by occupation tier; check the official invitation rounds for recent results.',
      },
    ],
  },
  '190': {
    visa: '190',
    title: 'Subclass 190 Points Calculator',
    description:
      'Calculate your points for the Skilled Nominated visa (subclass 190), including the 5 points for state or territory nomination. Maximum 135.',
    intro:
      'A state or territory nomination adds 5 points, and the 65 pass mark includes them. The most you can score is 135.',
    visaSlug: 'state-sponsored-190',
    faq: [
      {
        q: 'Do the 5 nomination points count towards 65?',
        a: 'Yes. For the 190 the 65 pass mark includes the 5 nomination points, so 60 of your own points plus nomination meets it.',
      },
      {
        q: 'Does meeting 65 mean a state will nominate me?',
        a: 'No. Each state chooses whom to nominate using its own occupation lists and criteria, which change every programme year.',
      },
    ],
  },
  '491': {
    visa: '491',
    title: 'Subclass 491 Points Calculator',
    description:
      'Calculate your points for the Skilled Work Regional visa (subclass 491), including 15 points for state or family nomination. Maximum 145.',
    intro:
      'State nomination or sponsorship by an eligible relative in a designated regional area adds 15 points. The most you can score is 145.',
    visaSlug: 'regional-491',
    faq: [
      {
        q: 'How many points does the 491 nomination give?',
        a: 'Fifteen: for a state or territory nomination, or for sponsorship by an eligible relative living in a designated regional area.',
      },
      {
        q: 'Is the 491 permanent?',
        a: 'No. It is a 5-year provisional visa; after living and working in regional Australia you may apply for the permanent Subclass 191.',
      },
    ],
  },
};

export interface FactorPage {
  title: string;
  description: string;
  intro: string;
  sections: { heading: string; points: string[] }[];
  faq: { q: string; a: string }[];
}

export const factorPages: Record<'partner-skills' | 'professional-year' | 'naati-ccl', FactorPage> =
  {
    'partner-skills': {
      title: 'Partner Skills Points Check',
      description:
        'Check how many points your partner adds to your Australian PR application: 10 if single or skilled partner, 5 for Competent English only.',
      intro:
        'Your relationship status can add up to 10 points. Answer a few questions to see which option applies.',
      sections: [
        {
          heading: 'What it is worth',
          points: [
            '10 points if you are single, or your partner is an Australian citizen or permanent resident.',
            '10 points if your partner is under 45, has Competent English and a suitable skills assessment in an occupation on the same list.',
            '5 points if your partner has Competent English only.',
            '0 points otherwise. You can claim one option only.',
          ],
        },
        {
          heading: 'Common traps',
          points: [
            'Your partner must be included in your visa application for their skills or English to count.',
            'Age, English and the skills assessment are judged on the day you are invited, not when you lodge the Expression of Interest.',
            'A skills assessment in an occupation on a different list does not count for the skilled-partner points.',
          ],
        },
      ],
      faq: [
        {
          q: 'Do I get partner points if I am single?',
          a: 'Yes. Single applicants score 10 points, the same as applicants whose partner is an Australian citizen or permanent resident.',
        },
        {
          q: 'Can my partner’s English test be older than 3 years?',
          a: 'No. As for you, the test must be taken within the 3 years before the invitation, unless an eligible passport shows Competent English.',
        },
      ],
    },
    'professional-year': {
      title: 'Professional Year Points Check',
      description:
        'Check whether your Professional Year in Australia earns 5 PR points: approved ICT, accounting or engineering programmes completed within 48 months.',
      intro:
        'An approved Professional Year in Australia adds 5 points. Answer three questions to check yours.',
      sections: [
        {
          heading: 'Who qualifies',
          points: [
            'Programmes in ICT, accounting or engineering approved for the points test, completed in Australia.',
            'The programme must relate to your nominated occupation or a closely related one.',
            'It must be completed within the 48 months before you are invited.',
          ],
        },
        {
          heading: 'Common traps',
          points: [
            'Programmes for other fields do not score points.',
            'Timing matters: a Professional Year completed more than 48 months before invitation no longer counts.',
            'The 5 points count once, whichever approved provider you used.',
          ],
        },
      ],
      faq: [
        {
          q: 'How many points does a Professional Year give?',
          a: 'Five points, if it is an approved programme in your field completed in Australia within the 48 months before invitation.',
        },
        {
          q: 'Is a Professional Year worth it?',
          a: 'It can be when you are close to an invitation score. Compare its cost and time with other options such as a higher English band or NAATI CCL.',
        },
      ],
    },
    'naati-ccl': {
      title: 'NAATI CCL Points Check',
      description:
        'Check whether your NAATI Credentialled Community Language earns 5 PR points, which credentials count and how long they stay valid.',
      intro:
        'A NAATI community language credential adds 5 points. Languages include Hindi, Punjabi, Urdu, Bengali, Tamil and Nepali; NAATI lists the current ones.',
      sections: [
        {
          heading: 'What it is worth',
          points: [
            '5 points for a Credentialled Community Language, usually the NAATI CCL test.',
            'NAATI certified translators or interpreters at paraprofessional level or above also qualify.',
          ],
        },
        {
          heading: 'Common traps',
          points: [
            'The credential must still be valid on the day you are invited; CCL results are generally valid for 3 years.',
            'The points count once, whatever the number of languages you hold.',
            'Test availability for each language changes; check NAATI’s current list before you book.',
          ],
        },
      ],
      faq: [
        {
          q: 'Which languages can I take the CCL test in?',
          a: 'NAATI offers the CCL test in many community languages, including several South Asian languages. Check NAATI’s current list before you book.',
        },
        {
          q: 'Can I claim CCL points twice for two languages?',
          a: 'No. The credentialled community language factor is worth 5 points once.',
        },
      ],
    },
  };
