import argparse

from aiohttp import web

from realworld.app import build_app


def main():
    parser = argparse.ArgumentParser(prog="realworld")
    parser.add_argument("--host", default="0.0.0.0")
    parser.add_argument("--port", type=int, default=8080)
    args = parser.parse_args()
    web.run_app(build_app(), host=args.host, port=args.port)


if __name__ == "__main__":
    main()
