from harness.bench.cli import main

main()
