/**
 * The data model (DESIGN §3): single source of truth for D1, used by drizzle-kit to
 * generate migrations and by the worker's repositories. FTS5 tables and their triggers
 * live in a hand-written migration (schema/migrations/0001_search_indexes.sql) because
 * drizzle-kit cannot express virtual tables.
 */
import { sql } from 'drizzle-orm';
import { blob, check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
const updatedAt = () =>
  text('updated_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export const legislation = sqliteTable(
  'legislation',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Stable corpus key (e.g. `md-73-2023`); null for records created by an admin. */
    slug: text('slug').unique(),
    title: text('title').notNull(),
    titleAr: text('title_ar'),
    /** The legislation type: Federal Decree-Law, Cabinet Decision, Ministerial Decision, Federal Tax Authority Decision. */
    legislation: text('legislation'),
    number: text('number'),
    year: integer('year'),
    chapter: text('chapter'),
    status: text('status'),
    statusNote: text('status_note'),
    taxCategory: text('tax_category').default('Corporate Tax'),
    sourceFile: text('source_file'),
    redirectUrl: text('redirect_url'),
    summary: text('summary'),
    /** One key point per line. */
    keyPoints: text('key_points'),
    /** Language of the official source text: 'ar' or 'en'; null when we hold no text. */
    textLanguage: text('text_language'),
    translationNote: text('translation_note'),
    issueDateActual: text('issue_date_actual'),
    effectiveDate: text('effective_date'),
    wordCount: integer('word_count').notNull().default(0),
    estimatedTokens: integer('estimated_tokens').notNull().default(0),
    /** AED, 6 decimals (spec §9). */
    contextCost: real('context_cost').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The editorial summary and key points in Arabic (seed/editorial/ar): the team's translation of the English ones,
     * key point i of the Arabic translating key point i of the English (so it cites the same articles). Null when
     * there is none, or when it was made from an English text that has since changed.
     * Stored after updated_at (0015 appended them; 0018 moved the long texts behind them again).
     */
    summaryAr: text('summary_ar'),
    keyPointsAr: text('key_points_ar'),
    // Long texts last (migrations 0002, 0018): columns after them would sit behind their overflow pages, so a column added
    // with ADD COLUMN (which appends) needs the long texts moved behind it again, as 0018 does; legislation.test.ts checks it.
    /** English text (an unofficial translation except where text_language is 'en'). */
    originalText: text('original_text'),
    originalTextContinued: text('original_text_continued'),
    /** The official Arabic text, authoritative where it exists. */
    originalTextAr: text('original_text_ar'),
    markdown: text('markdown'),
    /** Normalised Arabic (title + text) that the keyword index reads; see arabic-normalise.ts. */
    searchAr: text('search_ar'),
  },
  (t) => [
    index('legislation_issue_date_idx').on(t.issueDateActual),
    // The public list in its default order (newest first, undated last), with its filter columns
    // (migration 0005): a page is read off the index in order, without sorting thousands of matches
    // or reading the rows, each of which fills a database page of its own because of its texts.
    // word_count last (0020): every list answers with the collection's and the listing's counts of records and of
    // records with text, which the index then gives alone instead of one row (a page) per record.
    index('legislation_list_idx').on(
      t.taxCategory,
      sql`(${t.issueDateActual} IS NULL)`,
      sql`${t.issueDateActual} DESC`,
      t.title,
      t.chapter,
      t.status,
      t.legislation,
      t.wordCount,
    ),
    // The collection's own counts (all records, records with text), shown beside every list whatever its filters: a
    // few dozen pages, where the list index above holds every title (0020).
    index('legislation_counts_idx').on(t.taxCategory, t.wordCount),
    // The last two characters of each text the keyword index holds (0021): a two-character keyword is answered by the
    // trigram index (every occurrence followed by a character lies in a trigram that starts with it) and, for an
    // occurrence that ends its text, by these — instead of a scan of every text (services/search/keyword-query.ts).
    index('legislation_title_end_idx').on(sql`lower(substr(${t.title}, -2))`),
    index('legislation_summary_end_idx').on(sql`lower(substr(${t.summary}, -2))`),
    index('legislation_original_text_end_idx').on(sql`lower(substr(${t.originalText}, -2))`),
    index('legislation_original_text_continued_end_idx').on(sql`lower(substr(${t.originalTextContinued}, -2))`),
    index('legislation_search_ar_end_idx').on(sql`lower(substr(${t.searchAr}, -2))`),
  ],
);

export const articles = sqliteTable(
  'articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    legislationId: integer('legislation_id')
      .notNull()
      .references(() => legislation.id, { onDelete: 'cascade' }),
    /** Position in the document, 0-based. */
    ordinal: integer('ordinal').notNull(),
    /** Passage number as a string: '21', '4.1', 'Preamble', 'Schedule', 'Annex', 'Notes'. */
    number: text('number').notNull(),
    heading: text('heading'),
    headingAr: text('heading_ar'),
    /** Chapter / section heading the passage sits under (context, not a passage). */
    chapter: text('chapter'),
    textEn: text('text_en').notNull().default(''),
    textAr: text('text_ar'),
    searchAr: text('search_ar'),
    wordCount: integer('word_count').notNull().default(0),
    /**
     * The same heading as the official Arabic words it ('الباب الثاني: الالتزامات الضريبية — الفصل الأول: …'); null
     * where the Arabic text has none (no Arabic text, or one without chapters). Stored after the long texts (ADD
     * COLUMN appends): only the document page reads it, and that page reads the texts too.
     */
    chapterAr: text('chapter_ar'),
  },
  (t) => [
    uniqueIndex('articles_doc_number_idx').on(t.legislationId, t.number),
    // A document's outline without its texts (migration 0005): ranking a keyword's matching
    // articles reads only this index, not the rows, which hold the long texts.
    index('articles_doc_outline_idx').on(t.legislationId, t.ordinal, t.number, t.heading),
  ],
);

/**
 * One row: a number that every insert, update or delete of an article raises (triggers, migration
 * 0007). Per-isolate caches of article texts and tokens hold while it stays the same, whoever
 * changed the articles (seed, admin edit, a script).
 */
export const corpusVersion = sqliteTable('corpus_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/**
 * The articles a document's key points cite ("… (Art. 2(1))", "Art. 50 of the Corporate Tax Law"),
 * derived from legislation.key_points by the seed (migration 0006; see key-points.ts). Retrieval
 * reads them as notes on those articles and brings them into the candidate pool in the same
 * statement that finds the documents. Whatever writes key_points must rewrite a record's rows here.
 */
export const keyPointCitations = sqliteTable(
  'key_point_citations',
  {
    legislationId: integer('legislation_id')
      .notNull()
      .references(() => legislation.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** Order of first mention in the key points. */
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.legislationId, t.articleId] })],
);

/**
 * The citator (docs/decisions/012-citator.md): cross-references between documents and articles, parsed
 * from the texts (English and Arabic), titles and status notes by worker/src/services/citator/ when
 * the seed loads the corpus, and again for a record whose text an administrator edits. Ends are
 * (document, article number): numbers survive a re-split of the articles where ids would not.
 */
export const legislationReferences = sqliteTable(
  'legislation_references',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fromLegislationId: integer('from_legislation_id')
      .notNull()
      .references(() => legislation.id, { onDelete: 'cascade' }),
    /** The passage the reference is written in; null for a relation of whole instruments (amends, repeals). */
    fromArticle: text('from_article'),
    /** Null when the instrument named is not in the collection (kept, unresolved, with its text). */
    toLegislationId: integer('to_legislation_id').references(() => legislation.id, { onDelete: 'set null' }),
    toArticle: text('to_article'),
    kind: text('kind', { enum: ['refers_to', 'implements', 'amends', 'repeals'] }).notNull(),
    /** The words that make the reference, as written. */
    text: text('text').notNull(),
    /** The instrument as the text names it (for unresolved references); null for the same document. */
    instrumentText: text('instrument_text'),
    language: text('language', { enum: ['en', 'ar'] }),
    /** UTF-16 offsets of `text` in the passage's text_en / text_ar. */
    spanStart: integer('span_start'),
    spanEnd: integer('span_end'),
    source: text('source', { enum: ['text', 'title', 'status_note'] }).notNull(),
  },
  (t) => [
    index('legislation_references_from_idx').on(t.fromLegislationId, t.fromArticle),
    index('legislation_references_to_idx').on(t.toLegislationId, t.toArticle),
  ],
);

/**
 * Article embeddings for the local vector index (migration 0004): where no Vectorize index is
 * bound, retrieval ranks articles by cosine similarity over these rows, behind the same interface.
 * Written by the seed when an embeddings endpoint is configured; one row per article and model.
 */
export const articleEmbeddings = sqliteTable(
  'article_embeddings',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    dimensions: integer('dimensions').notNull(),
    /** Float32 little-endian, `dimensions` values, unit length. */
    embedding: blob('embedding', { mode: 'buffer' }).notNull(),
    /** Hash of the embedded text: the seed re-embeds an article only when its text changed. */
    contentHash: text('content_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.model] })],
);

/**
 * Who changed which field of a legislation record, from what to what (admin edits and creations).
 * The e-mail is copied so the record still names its editor after the account is deleted.
 */
export const legislationAudit = sqliteTable(
  'legislation_audit',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    legislationId: integer('legislation_id')
      .notNull()
      .references(() => legislation.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    action: text('action', { enum: ['create', 'update'] }).notNull(),
    /** The API field name (e.g. 'status', 'original_text'); '*' for a creation. */
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    createdAt: createdAt(),
  },
  (t) => [index('legislation_audit_record_idx').on(t.legislationId, t.id)],
);

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
  isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
  /** Bumped by a password reset: every session signed with an older version is void. */
  sessionVersion: integer('session_version').notNull().default(1),
  signupSource: text('signup_source'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Logged-out sessions, denied until their JWT would have expired anyway. */
export const revokedSessions = sqliteTable('revoked_sessions', {
  jti: text('jti').primaryKey(),
  expiresAt: integer('expires_at').notNull(),
});

export const emailTokens = sqliteTable(
  'email_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.kind)],
);

export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  toEmail: text('to_email').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  link: text('link'),
  kind: text('kind'),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits (docs/decisions/004: sign-in attempts, mails, requests per client). */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull().default(0),
    /** Back-off limits only: epoch second before which the next attempt is refused (0 = none). */
    blockedUntil: integer('blocked_until').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const chats = sqliteTable(
  'chats',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for a multi-document (collection) conversation. */
    legislationId: integer('legislation_id').references(() => legislation.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['document', 'collection'] }).notNull(),
    title: text('title').notNull(),
    /** Output words (assistant). */
    wordCount: integer('word_count').notNull().default(0),
    inputWordCount: integer('input_word_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('chats_user_idx').on(t.userId, t.createdAt)],
);

export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** JSON array of structured citations (assistant messages). */
    citations: text('citations'),
    wordCount: integer('word_count').notNull().default(0),
    model: text('model'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_chat_idx').on(t.chatId, t.id)],
);

export const apiCalls = sqliteTable(
  'api_calls',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    model: text('model').notNull(),
    /** JSON: what was given to the model (passage references, question). */
    context: text('context'),
    inputWords: integer('input_words').notNull().default(0),
    outputWords: integer('output_words').notNull().default(0),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    /** Estimated provider cost in millionths of an AED (a call costs fractions of a fils). */
    costMicroAed: integer('cost_micro_aed').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('api_calls_user_idx').on(t.userId, t.createdAt)],
);

export const CARD_PROVIDERS = ['stripe', 'test'] as const;

export const billingAccounts = sqliteTable('billing_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: ['free', 'usage_based', 'professional'] })
    .notNull()
    .default('free'),
  /** Which card provider the customer and payment method below belong to ('test': the local test provider). */
  provider: text('provider', { enum: CARD_PROVIDERS }),
  providerCustomerId: text('provider_customer_id'),
  paymentMethodId: text('payment_method_id'),
  /** The card on file as the provider describes it, shown as e.g. "Visa •••• 4242". */
  paymentMethodBrand: text('payment_method_brand'),
  paymentMethodLast4: text('payment_method_last4'),
  paymentMethodExpMonth: integer('payment_method_exp_month'),
  paymentMethodExpYear: integer('payment_method_exp_year'),
  /** Welcome credits neither used nor held by an answer in progress (see credit_holds). */
  welcomeChatsLeft: integer('welcome_chats_left').notNull().default(1),
  welcomeFollowupsLeft: integer('welcome_followups_left').notNull().default(2),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const WELCOME_CREDIT_KINDS = ['welcome_chat', 'welcome_followup'] as const;

/**
 * A welcome credit taken from billing_accounts for an answer in progress (the gate before work).
 * Saving the answer deletes the hold in the same batch that records the usage event; a failed
 * answer gives the credit back; a hold older than its time-to-live is given back by the next gate
 * or billing read (the request that held it died).
 */
export const creditHolds = sqliteTable(
  'credit_holds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credit: text('credit', { enum: WELCOME_CREDIT_KINDS }).notNull(),
    /** Epoch seconds. */
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('credit_holds_user_idx').on(t.userId, t.createdAt)],
);

export const INVOICE_STATUSES = ['open', 'paid', 'failed', 'void'] as const;

export const invoices = sqliteTable(
  'invoices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /**
     * Null once the user is deleted: invoices are financial records and are kept, anonymised
     * (amounts, period, status and provider payment id stay; nothing personal is copied).
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Billing period, e.g. '2026-11'. */
    period: text('period').notNull(),
    /** Always the sum of the invoice's usage events: they are claimed in the batch that creates it. */
    totalFils: integer('total_fils').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('open'),
    reason: text('reason', { enum: ['monthly', 'threshold'] }).notNull(),
    /** Random, written with the invoice so that the batch creating it can find it and claim its events. */
    claimToken: text('claim_token').notNull().unique(),
    provider: text('provider', { enum: CARD_PROVIDERS }),
    /** The provider's payment of the latest attempt (a Stripe PaymentIntent id). */
    providerPaymentId: text('provider_payment_id'),
    /** Charge attempts whose outcome is recorded; the attempt in flight uses the key `invoice-{id}-attempt-{attempts + 1}`. */
    attempts: integer('attempts').notNull().default(0),
    /** Epoch milliseconds while an attempt is in flight: a lease; after it expires the attempt is retried with the same key. */
    chargingSince: integer('charging_since'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: text('paid_at'),
  },
  (t) => [
    index('invoices_user_idx').on(t.userId, t.createdAt),
    index('invoices_status_idx').on(t.status, t.userId),
    // At most one monthly invoice per user and period, however often the monthly run runs.
    uniqueIndex('invoices_monthly_once_idx')
      .on(t.userId, t.period)
      .where(sql`reason = 'monthly'`),
  ],
);

export const USAGE_KINDS = ['chat', 'search', 'followup'] as const;
/** What paid for an event priced 0; null when the event is charged at its price. */
export const USAGE_CREDITS = [...WELCOME_CREDIT_KINDS, 'professional_plan'] as const;

export const usageEvents = sqliteTable(
  'usage_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /**
     * Null once the user is deleted: the events of an invoice are its lines and are kept with it;
     * the user's un-invoiced events are deleted with the user (see the admin user deletion).
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: USAGE_KINDS }).notNull(),
    /** Integer fils (AED 5 = 500); 0 when a welcome credit or the legacy plan paid. */
    priceFils: integer('price_fils').notNull(),
    credit: text('credit', { enum: USAGE_CREDITS }),
    /** 'answer-{message id}': one event per saved answer, however often its charge is written. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    /** The assistant message charged for. */
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('usage_events_user_idx').on(t.userId, t.createdAt),
    index('usage_events_invoice_idx').on(t.invoiceId),
    // Charges not yet invoiced: read after every paid answer (threshold) and by the monthly run.
    index('usage_events_uninvoiced_idx')
      .on(t.userId, t.createdAt)
      .where(sql`invoice_id IS NULL AND price_fils > 0`),
  ],
);

/** Card-provider webhook events already handled, by the provider's event id: a replay changes nothing. */
export const webhookEvents = sqliteTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/**
 * Objects of the local test card provider (setup intents, payment methods, payments), the card
 * provider when no Stripe key is configured. Test mode only: it never moves money.
 */
export const testCardObjects = sqliteTable(
  'test_card_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['setup_intent', 'payment_method', 'payment'] }).notNull(),
    customerId: text('customer_id').notNull(),
    clientSecret: text('client_secret'),
    status: text('status').notNull(),
    paymentMethodId: text('payment_method_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    /** What a charge to this test card does: 'succeed', 'decline' or 'authentication_required'. */
    behaviour: text('behaviour'),
    amountFils: integer('amount_fils'),
    idempotencyKey: text('idempotency_key').unique(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
  },
  (t) => [index('test_card_objects_customer_idx').on(t.customerId, t.kind)],
);

/**
 * The states of a Professional Plan subscription: Stripe's, plus 'pending' for the moment between
 * claiming the user's one live subscription and the provider answering (see create-subscription.ts).
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'unpaid', 'paused', 'canceled'] as const;
/** Not over yet: a user has at most one subscription in these states (subscriptions_one_live_idx). */
export const LIVE_SUBSCRIPTION_STATUSES = ['pending', 'incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'paused'] as const;
const liveStatusList = sql.raw(LIVE_SUBSCRIPTION_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * The app's record of a legacy Professional Plan subscription (docs/decisions/013-professional-plan.md).
 * The provider's subscription is the truth; this row follows it (webhooks, reads of the provider) and
 * billing_accounts.plan is recomputed from it in the same batch. Times are epoch seconds.
 */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: CARD_PROVIDERS }).notNull(),
    /** Null only while 'pending' (the provider has not answered yet). */
    providerSubscriptionId: text('provider_subscription_id').unique(),
    providerCustomerId: text('provider_customer_id').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    /** The customer-facing code the subscription was created with (upper case), if any. */
    couponCode: text('coupon_code'),
    currentPeriodStart: integer('current_period_start'),
    currentPeriodEnd: integer('current_period_end'),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    canceledAt: integer('canceled_at'),
    endedAt: integer('ended_at'),
    /** The card paying the subscription, as the provider describes it. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /**
     * What the plan falls back to when the subscription lapses: 'usage_based' once the user has
     * enabled pay-as-you-go (before subscribing, or since, by setting a card up for it), else 'free'.
     * The subscription's own card is on file too, but paying AED 49 a month is no consent to per-answer charges.
     */
    fallbackPlan: text('fallback_plan', { enum: ['free', 'usage_based'] })
      .notNull()
      .default('free'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One subscription in the making or running per user: concurrent create-subscription calls meet here.
    uniqueIndex('subscriptions_one_live_idx')
      .on(t.userId)
      .where(sql`status IN (${liveStatusList})`),
    index('subscriptions_user_idx').on(t.userId, t.id),
    index('subscriptions_status_idx').on(t.status, t.currentPeriodEnd),
  ],
);

/**
 * A limited coupon code held for a subscription in the making (issue 26,
 * docs/decisions/022-limited-coupons-reserved-until-paid.md), with either provider: the provider
 * counts a redemption only when the first invoice is paid, so while checkouts are open the app keeps
 * them from taking more uses than are left. A reservation counts until `reserved_until` (epoch
 * seconds); it is deleted when its subscription is paid (the provider's count then holds the use) or
 * ends, and one left to expire lets the code go to the next customer.
 */
export const couponReservations = sqliteTable(
  'coupon_reservations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    provider: text('provider', { enum: CARD_PROVIDERS }).notNull(),
    couponCode: text('coupon_code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The app's subscription record the code is held for; a claim given up takes its reservation with it. */
    subscriptionId: integer('subscription_id')
      .notNull()
      .unique()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    reservedUntil: integer('reserved_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_reservations_code_idx').on(t.provider, t.couponCode, t.reservedUntil)],
);

export const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;

/**
 * Coupons of the local test card provider (with Stripe, coupons and promotion codes live in Stripe).
 * Codes are stored upper-case. times_redeemed always equals the coupon's rows in
 * coupon_redemptions: both are written in one batch guarded by the same condition.
 */
export const coupons = sqliteTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    percentOff: integer('percent_off'),
    amountOffFils: integer('amount_off_fils'),
    duration: text('duration', { enum: COUPON_DURATIONS }).notNull(),
    /** Months of a 'repeating' coupon. */
    durationInMonths: integer('duration_in_months'),
    /** Epoch seconds after which the code cannot be redeemed; null: never expires. */
    expiresAt: integer('expires_at'),
    maxRedemptions: integer('max_redemptions'),
    timesRedeemed: integer('times_redeemed').notNull().default(0),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('coupons_one_discount', sql`(${t.percentOff} IS NULL) <> (${t.amountOffFils} IS NULL)`),
    check('coupons_percent_range', sql`${t.percentOff} IS NULL OR ${t.percentOff} BETWEEN 1 AND 100`),
    check('coupons_amount_positive', sql`${t.amountOffFils} IS NULL OR ${t.amountOffFils} > 0`),
    check('coupons_repeating_months', sql`(${t.duration} = 'repeating') = (${t.durationInMonths} IS NOT NULL AND ${t.durationInMonths} > 0)`),
  ],
);

/** One row per subscription created with a coupon of the test provider; a customer redeems a code once. */
export const couponRedemptions = sqliteTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    /** The test provider's subscription (sub_test_…) the code was redeemed for. */
    subscriptionId: text('subscription_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupon_redemptions_customer_idx').on(t.couponCode, t.customerId)],
);

/**
 * Subscriptions of the local test card provider: its stand-in for Stripe's subscription objects,
 * renewed lazily (each read bills the periods that have begun since). Test mode only.
 */
export const testSubscriptions = sqliteTable(
  'test_subscriptions',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    priceFils: integer('price_fils').notNull(),
    couponCode: text('coupon_code'),
    percentOff: integer('percent_off'),
    amountOffFils: integer('amount_off_fils'),
    duration: text('duration', { enum: COUPON_DURATIONS }),
    durationInMonths: integer('duration_in_months'),
    /** Start of the first period: period n runs from anchor + (n - 1) months to anchor + n months. */
    anchor: integer('anchor').notNull(),
    /** The current period's number (1 = the first). */
    period: integer('period').notNull().default(1),
    /** The period whose invoice is unpaid (past_due), if any. */
    unpaidPeriod: integer('unpaid_period'),
    currentPeriodStart: integer('current_period_start').notNull(),
    currentPeriodEnd: integer('current_period_end').notNull(),
    cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    canceledAt: integer('canceled_at'),
    endedAt: integer('ended_at'),
    paymentMethodId: text('payment_method_id'),
    /** What the browser confirms: pi_test_…_secret_… (first invoice to pay) or seti_test_…_secret_… (card only). */
    clientSecret: text('client_secret').notNull().unique(),
    firstInvoiceFils: integer('first_invoice_fils').notNull(),
    /** The app's subscription id, as Stripe's metadata would carry it. */
    appRef: text('app_ref'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('test_subscriptions_customer_idx').on(t.customerId)],
);

/** Index of share links; the read-only snapshot itself lives in KV under the token. */
export const shares = sqliteTable(
  'shares',
  {
    token: text('token').primaryKey(),
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revoked: integer('revoked', { mode: 'boolean' }).notNull().default(false),
    /** Exact: one atomic `UPDATE … SET view_count = view_count + 1 … RETURNING` per read (KV cannot count). */
    viewCount: integer('view_count').notNull().default(0),
    /**
     * The newest message of the chat when the snapshot was published: the snapshot is the chat's messages up to
     * this id, so "has the conversation changed since?" is one comparison, and a snapshot KV has not yet
     * propagated can be rebuilt from D1 exactly as published.
     */
    lastMessageId: integer('last_message_id'),
    createdAt: createdAt(),
    revokedAt: text('revoked_at'),
  },
  (t) => [
    index('shares_chat_idx').on(t.chatId),
    index('shares_user_idx').on(t.userId),
    // One live link per published state of a chat: two tabs sharing the same conversation at once get the same link.
    uniqueIndex('shares_live_snapshot_idx')
      .on(t.chatId, t.lastMessageId)
      .where(sql`${t.revoked} = 0`),
  ],
);

export const errorLog = sqliteTable(
  'error_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    method: text('method').notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code').notNull(),
    errorName: text('error_name').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('error_log_created_idx').on(t.createdAt)],
);

export type LegislationRow = typeof legislation.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
