"""Failure analysis with an LLM judge (`harness judge`).

schema   the answer: categories, logic-error subcategories, validation of a reply
context  what the judge sees of a failed run (last N turns cut to head and tail, failed checks by
         request, server-log tail, verifier verdicts, the deterministic category)
core     the prompt (tasks/judge/), one validated call retried once, the per-run cache
labels   the human label file of `harness judge --validate`
stats    accuracy, Cohen's kappa, per-class precision/recall
report   the judged tables for `harness report`
"""
