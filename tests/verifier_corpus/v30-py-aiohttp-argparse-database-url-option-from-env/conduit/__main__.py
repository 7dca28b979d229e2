import argparse

from aiohttp import web

from conduit.app import make_app


def parse_args():
    parser = argparse.ArgumentParser(description="Conduit API")
    parser.add_argument("--database-url", default="postgresql://postgres:postgres@localhost:5432/conduit")
    parser.add_argument("--port", type=int, default=8080)
    return parser.parse_args()


if __name__ == "__main__":
    args = parse_args()
    web.run_app(make_app(args.database_url), host="0.0.0.0", port=args.port)
