/** FAQs shared by the points calculator pages (facts: lib/points, Schedule 6D; docs/points.md). */
export const pointsFaq = [
  {
    q: 'What is the pass mark for the Australian points test?',
    a: 'The pass mark is 65 points and has been since 1 July 2018. For the 190 and 491 visas the 65 includes the nomination points (5 and 15).',
  },
  {
    q: 'Is there an age limit for skilled PR visas?',
    a: 'Yes: you must be under 45 when you are invited to apply. Ages 25 to 32 score the most (30 points); 40 to 44 score 15.',
  },
  {
    q: 'How many points does work experience give?',
    a: 'Overseas work gives up to 15 points and Australian work up to 20, counted over the last 10 years, but the two together are capped at 20 points.',
  },
  {
    q: 'Will 65 points get me an invitation?',
    a: 'Not always. 65 lets you lodge an Expression of Interest; invitations go to the highest-ranked applicants, and many occupations need well above 65.',
  },
];
