import { CATALOGUE_TO_TAXONOMY } from '@vira/domain/category-taxonomy';
import { describe, expect, it } from 'vitest';
import { LISTING_TEMPLATES } from '../../db/seed/sample-listing-texts';
import { SAMPLE_SERVICE_TEXTS } from '../../db/seed/sample-service-texts';
import { artworkSubject } from './artwork-subject';
import { PICTOGRAMS } from './generated-artwork';

describe('what a sample picture shows', () => {
  it('draws the listing’s own subject, not its category’s icon', () => {
    // The four the quality pass found: a speaker, balloons, a house and a parcel.
    expect(artworkSubject('Kit de tres luces LED para video con tripiés', 'audiovisual')).toBe('light');
    expect(artworkSubject('Carpa de 6 x 12 metros con lonas laterales', 'events')).toBe('tent');
    expect(artworkSubject('Estudio fotográfico de 60 m² con ciclorama blanco', 'spaces')).toBe('camera');
    expect(artworkSubject('Chef a domicilio para cenas privadas', 'chef')).toBe('chef');
    expect(artworkSubject('Abogada en derecho civil y contratos', 'lawyer')).toBe('person');
  });

  it('gives every sample listing and service a drawing of its own kind, never the parcel', () => {
    const samples = [
      ...Object.entries(LISTING_TEMPLATES).flatMap(([key, templates]) =>
        templates.map((t) => ({ title: t.title, category: t.category ?? CATALOGUE_TO_TAXONOMY[key as 'drones'] ?? '' })),
      ),
      ...SAMPLE_SERVICE_TEXTS.map((s) => ({ title: s.title, category: s.category })),
    ];
    const subjects = new Set<string>();
    for (const { title, category } of samples) {
      const subject = artworkSubject(title, category);
      expect(subject, title).not.toBe('box');
      expect(PICTOGRAMS, title).toHaveProperty(subject);
      subjects.add(subject);
    }
    expect(subjects.size).toBeGreaterThanOrEqual(20);
  });
});
