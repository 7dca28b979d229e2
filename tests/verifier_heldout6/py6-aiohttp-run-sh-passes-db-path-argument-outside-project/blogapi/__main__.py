import argparse
from pathlib import Path

from aiohttp import web

from blogapi.app import make_app

DEFAULT_DB = Path(__file__).resolve().parent.parent / "conduit.sqlite3"


def main() -> None:
    parser = argparse.ArgumentParser(description="Conduit API server")
    parser.add_argument("--host", default="0.0.0.0")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--db", type=Path, default=DEFAULT_DB, help="SQLite database file")
    args = parser.parse_args()
    web.run_app(make_app(args.db), host=args.host, port=args.port)


if __name__ == "__main__":
    main()
