import 'i18next';
import type admin from './locales/es/admin.json';
import type audit from './locales/es/audit.json';
import type owner from './locales/es/owner.json';
import type publish from './locales/es/publish.json';
import type rental from './locales/es/rental.json';
import type vira from './locales/es/vira.json';
import type account from './locales/es/account.json';
import type booking from './locales/es/booking.json';
import type cart from './locales/es/cart.json';
import type categories from './locales/es/categories.json';
import type chat from './locales/es/chat.json';
import type checkout from './locales/es/checkout.json';
import type common from './locales/es/common.json';
import type credentials from './locales/es/credentials.json';
import type community from './locales/es/community.json';
import type microcredits from './locales/es/microcredits.json';
import type impact from './locales/es/impact.json';
import type cooperatives from './locales/es/cooperatives.json';
import type tenders from './locales/es/tenders.json';
import type hazmat from './locales/es/hazmat.json';
import type shipping from './locales/es/shipping.json';
import type education from './locales/es/education.json';
import type whatsapp from './locales/es/whatsapp.json';
import type favorites from './locales/es/favorites.json';
import type home from './locales/es/home.json';
import type humanitarian from './locales/es/humanitarian.json';
import type info from './locales/es/info.json';
import type invoices from './locales/es/invoices.json';
import type listingCard from './locales/es/listing-card.json';
import type listing from './locales/es/listing.json';
import type map from './locales/es/map.json';
import type notifications from './locales/es/notifications.json';
import type pages from './locales/es/pages.json';
import type payments from './locales/es/payments.json';
import type profile from './locales/es/profile.json';
import type reviews from './locales/es/reviews.json';
import type search from './locales/es/search.json';
import type services from './locales/es/services.json';
import type shell from './locales/es/shell.json';

// The Spanish catalogues are the reference (the locale parity test keeps the others in step): typing the
// resources makes `tsc` refuse a key that no catalogue has, so a raw key can never reach the screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      admin: typeof admin;
      audit: typeof audit;
      owner: typeof owner;
      publish: typeof publish;
      rental: typeof rental;
      vira: typeof vira;
      account: typeof account;
      booking: typeof booking;
      cart: typeof cart;
      categories: typeof categories;
      chat: typeof chat;
      checkout: typeof checkout;
      common: typeof common;
      credentials: typeof credentials;
      community: typeof community;
      microcredits: typeof microcredits;
      impact: typeof impact;
      cooperatives: typeof cooperatives;
      tenders: typeof tenders;
      hazmat: typeof hazmat;
      shipping: typeof shipping;
      education: typeof education;
      whatsapp: typeof whatsapp;
      favorites: typeof favorites;
      home: typeof home;
      humanitarian: typeof humanitarian;
      info: typeof info;
      invoices: typeof invoices;
      'listing-card': typeof listingCard;
      listing: typeof listing;
      map: typeof map;
      notifications: typeof notifications;
      pages: typeof pages;
      payments: typeof payments;
      profile: typeof profile;
      reviews: typeof reviews;
      search: typeof search;
      services: typeof services;
      shell: typeof shell;
    };
  }
}
