import { describe, expect, it } from 'vitest';
import { assessRelevance, MIN_MATCHED_CONCEPTS, NO_MATCH_RELEVANCE, WEAK_RELEVANCE } from '../../src/services/research/relevance-gate.ts';

const passage = (relevance: number, matched: number, of: number) => ({ relevance, concepts: { matched, of } });

describe('assessRelevance', () => {
  it('finds no match when nothing was retrieved, even for a follow-up', () => {
    expect(assessRelevance({ passages: [], followUp: false })).toMatchObject({ noMatch: true, bestRelevance: 0 });
    expect(assessRelevance({ passages: [], followUp: true }).noMatch).toBe(true);
  });

  it(`finds no match when no article reaches ${NO_MATCH_RELEVANCE} relevance`, () => {
    expect(assessRelevance({ passages: [passage(NO_MATCH_RELEVANCE - 0.01, 1, 2)], followUp: false }).noMatch).toBe(true);
  });

  it(`finds no match when a weak relevance rests on fewer than ${MIN_MATCHED_CONCEPTS} of the question's concepts (one incidental word)`, () => {
    // "best pizza recipe": "best" is in the arm's length article, pizza and recipe in none.
    const verdict = assessRelevance({ passages: [passage(0.313, 1, 3), passage(0.2, 1, 3)], followUp: false });
    expect(verdict).toMatchObject({ noMatch: true, sharedConcepts: 1, concepts: 3 });
  });

  it('answers a weakly matching paraphrase that holds several of its concepts, not one with a word or two in common', () => {
    expect(assessRelevance({ passages: [passage(0.21, MIN_MATCHED_CONCEPTS, 9)], followUp: false }).noMatch).toBe(false);
    // "Recommend a good hotel in Dubai Marina for a family holiday": 2 of 6, weakly.
    expect(assessRelevance({ passages: [passage(0.243, 2, 6)], followUp: false }).noMatch).toBe(true);
    // A two-word question needs both.
    expect(assessRelevance({ passages: [passage(0.3, 2, 2)], followUp: false }).noMatch).toBe(false);
  });

  it(`answers a strong match on one concept of a short question (above ${WEAK_RELEVANCE}: "What are the rules on entertainment?")`, () => {
    expect(assessRelevance({ passages: [passage(0.643, 1, 2)], followUp: false })).toMatchObject({ noMatch: false, bestRelevance: 0.643 });
    expect(assessRelevance({ passages: [passage(0.7, 1, 1)], followUp: false }).noMatch).toBe(false);
  });

  it('answers a question that cites an article the collection holds, whatever words it shares with it ("Explain Article 50")', () => {
    expect(assessRelevance({ passages: [passage(0, 0, 0)], followUp: false }).noMatch).toBe(true);
    expect(assessRelevance({ passages: [{ ...passage(0, 0, 0), cited: true }], followUp: false }).noMatch).toBe(false);
  });

  it('lets a short follow-up lean on the conversation, but judges one that is a question of its own, and a new question without concepts', () => {
    expect(assessRelevance({ passages: [passage(0, 0, 1)], followUp: true }).noMatch).toBe(false);
    expect(assessRelevance({ passages: [passage(0, 0, 2)], followUp: true }).noMatch).toBe(false);
    expect(assessRelevance({ passages: [passage(0.313, 1, 3)], followUp: true }).noMatch).toBe(true);
    expect(assessRelevance({ passages: [passage(0, 0, 0)], followUp: false }).noMatch).toBe(true);
  });
});
