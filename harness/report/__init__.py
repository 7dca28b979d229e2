"""`harness report`: the study's tables and figures from any set of runs.

data      run directories -> RunRecords grouped by configuration (agent × model × settings)
taxonomy  one failure category per run, with the server-start exception read from the log
scores    A% per level (samples -> tasks), pass@k, pass^k, ΔA%, matched-pair effects, bootstrap CIs, cost
solutions Web-CodeBLEU of each run's solution against the reference solution of its cell
security  the security axis: pass rate per framework and level, sec_pass@k, the CWE × framework table
outputs   comparison_table.csv, security_cwe.csv and benchmark.json
plots     PNG figures (matplotlib, Agg)
html      one self-contained report.html with a drill-down from a cell to its runs
terminal  rich tables
cli       report_command / codebleu_command, wired into `harness report` and `harness score codebleu`
"""
