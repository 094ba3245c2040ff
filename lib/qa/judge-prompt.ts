// The judge's prompt per question type, following the rules of LongMemEval's evaluate_qa.py
// (written here in our own words): the response is correct when it contains the correct answer
// or all the steps to it; temporal questions forgive off-by-one day counts; knowledge-update
// questions accept earlier information alongside the updated answer; preference questions are
// judged against a rubric; abstention questions must call the question unanswerable. The verdict
// is "yes" or "no", and any "yes" in any case counts as correct.
export function judgePrompt(input: { type: string; isAbstention: boolean; question: string; answer: string; response: string }): string {
  const { question, answer, response } = input;
  const tail = (label: string) => `\n\nQuestion: ${question}\n\n${label}: ${answer}\n\nModel response: ${response}\n\n`;
  if (input.isAbstention) {
    return `You are given a question that cannot be answered from the conversation history, an explanation of why, and a model's response. Answer yes if the response recognises that the question cannot be answered (for example, it says the information is missing or that only other information was given). Otherwise answer no.${tail("Explanation")}Does the response identify the question as unanswerable? Answer yes or no only.`;
  }
  const base =
    "You are given a question, the correct answer and a model's response. Answer yes if the response contains the correct answer, is equivalent to it, or contains all the intermediate steps that lead to it. Answer no if it gives only part of the information the answer requires, or anything else.";
  if (input.type === "temporal-reasoning") {
    return `${base} Do not penalise off-by-one errors in a count of days, weeks or months: predicting 19 days when the answer is 18 is still correct.${tail("Correct answer")}Is the response correct? Answer yes or no only.`;
  }
  if (input.type === "knowledge-update") {
    return `${base} If the response mentions earlier information together with the updated answer, it is correct as long as the updated answer is the one the question needs.${tail("Correct answer")}Is the response correct? Answer yes or no only.`;
  }
  if (input.type === "single-session-preference") {
    return `You are given a question, a rubric describing the personalised response the user wants, and a model's response. Answer yes if the response satisfies the rubric: it need not cover every point, as long as it recalls and uses the user's personal information correctly. Otherwise answer no.${tail("Rubric")}Is the response correct? Answer yes or no only.`;
  }
  return `${base}${tail("Correct answer")}Is the response correct? Answer yes or no only.`;
}

export function judgeVerdict(output: string): boolean {
  return /yes/i.test(output);
}
