import sys

from waitress import serve

from conduit import create_app


def _flag(name: str, default: str) -> str:
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


if __name__ == "__main__":
    serve(create_app(), host="0.0.0.0", port=int(_flag("--port", "8000")))
