import argparse

from aiohttp import web

from conduit.server import build_app


def main() -> None:
    parser = argparse.ArgumentParser(prog="conduit")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8080)
    args = parser.parse_args()
    web.run_app(build_app(), host=args.host, port=args.port)


if __name__ == "__main__":
    main()
