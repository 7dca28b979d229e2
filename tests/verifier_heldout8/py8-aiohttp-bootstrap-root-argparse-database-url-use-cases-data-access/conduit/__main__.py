import argparse

from aiohttp import web

from conduit.bootstrap import build_app


def main() -> None:
    parser = argparse.ArgumentParser(prog="conduit", description="Conduit API server")
    parser.add_argument("--host", default="0.0.0.0")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--database-url", default="sqlite:///conduit.db",
                        help="database URL (postgresql://... or sqlite:///file)")
    args = parser.parse_args()
    web.run_app(build_app(args.database_url), host=args.host, port=args.port)


if __name__ == "__main__":
    main()
