import sys


def cli(name: str, default: str) -> str:
    flag = f"--{name}"
    args = sys.argv[1:]
    if flag in args:
        return args[args.index(flag) + 1]
    return default
