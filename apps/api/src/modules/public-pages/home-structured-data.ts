/** schema.org for the home page: who runs the site, and how a search engine may search it from its own results. */
export function homeStructuredData(origin: string): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: 'Vira',
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${origin}/#website`,
      name: 'Vira',
      url: `${origin}/`,
      publisher: { '@id': `${origin}/#organization` },
      inLanguage: ['es', 'en', 'zh', 'ar', 'ru', 'fr', 'hi', 'pt', 'sw'],
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
