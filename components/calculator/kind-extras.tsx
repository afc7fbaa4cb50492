'use client';

import dynamic from 'next/dynamic';

/*
 * /calculators/[slug] is one route for three kinds of page, and Next gives a route one bundle of
 * client code. Loaded through next/dynamic, the pieces only some kinds render (the factor checks,
 * the ACS experience estimator) stay out of that bundle: a page fetches one only when it renders
 * it, still server-rendered in the HTML.
 */
export const FactorCheck = dynamic(() => import('./factor-check').then((m) => m.FactorCheck));
export const ExperienceEstimator = dynamic(() =>
  import('./experience-estimator').then((m) => m.ExperienceEstimator),
);
