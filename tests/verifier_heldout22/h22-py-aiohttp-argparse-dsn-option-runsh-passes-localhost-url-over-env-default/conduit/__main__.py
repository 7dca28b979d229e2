import argparse
import os

from aiohttp import web

from conduit.app import build_app


def parse_args(argv=None):
    parser = argparse.ArgumentParser(prog="conduit")
    parser.add_argument("--host", default="0.0.0.0")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--dsn", default=os.environ.get("DATABASE_URL"),
                        help="PostgreSQL DSN (defaults to $DATABASE_URL)")
    parser.add_argument("--pool-size", type=int, default=5)
    return parser.parse_args(argv)


def main():
    args = parse_args()
    web.run_app(build_app(args.dsn, args.pool_size), host=args.host, port=args.port)


if __name__ == "__main__":
    main()
