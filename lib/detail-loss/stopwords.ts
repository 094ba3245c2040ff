// Function words carry no detail of their own: they are skipped when building a detail's key
// tokens and its context, and a capitalized one at a sentence start is never read as a name.
const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being
  below between both but by can could did do does doing done down during each either else even ever
  every few for from further get gets getting got had has have having he her here hers herself him
  himself his how however i if in into is it its itself just let lets like may me might more most
  much must my myself no nor not now of off on once one ones only or other others our ours ourselves
  out over own per quite rather really same shall she should so some such than that the their theirs
  them themselves then there these they this those though through to too under until up upon us very
  was we were what whatever when whenever where whether which while who whom whose why will with
  within without would yet you your yours yourself yourselves im ive id ill youre youve youll dont
  didnt doesnt isnt wasnt arent werent havent hasnt hadnt wont wouldnt cant couldnt shouldnt thats
  theres its lot lots thing things something anything everything nothing someone anyone everyone
  way well also actually maybe perhaps definitely especially probably already still even though
  yes yeah okay ok oh hey hi hello thanks thank please sure great good nice awesome wow`.split(/\s+/),
);

// Words that open a sentence in assistant replies and are capitalized only because they come first.
const SENTENCE_OPENERS = new Set(
  `here there this that these those it its what when where which who how why if as so but and or
  also additionally finally firstly secondly lastly overall however moreover furthermore instead
  congratulations sure yes no absolutely certainly great wonderful excellent amazing fantastic
  thanks thank please remember note consider try use start keep make take look check ask let
  you your i we they he she my our their some many most all each every both one two three another
  in on at for with from by to of after before during while since until once now today tomorrow
  yesterday step tip tips ingredients instructions steps example examples option options`.split(/\s+/),
);

export const isStopword = (lower: string): boolean => STOPWORDS.has(lower) || (/['’]/.test(lower) && STOPWORDS.has(lower.replace(/['’]/g, "")));

export const isSentenceOpener = (lower: string): boolean => SENTENCE_OPENERS.has(lower.replace(/['’]s$/, ""));
