import uvicorn

from conduit.settings import settings

if __name__ == "__main__":
    from conduit.main import create_app

    uvicorn.run(create_app(), host=settings.host, port=settings.port)
