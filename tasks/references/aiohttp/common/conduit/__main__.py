import argparse
import logging

from aiohttp import web

from conduit.app import create_app


def main() -> None:
    parser = argparse.ArgumentParser(prog="conduit", description="Serve the Conduit API.")
    parser.add_argument("--host", default="0.0.0.0")
    parser.add_argument("--port", type=int, default=8080)
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO)
    web.run_app(create_app(), host=args.host, port=args.port)


if __name__ == "__main__":
    main()
