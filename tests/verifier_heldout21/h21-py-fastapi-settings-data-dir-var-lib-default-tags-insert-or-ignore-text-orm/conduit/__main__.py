import uvicorn

from conduit.settings import settings

if __name__ == "__main__":
    uvicorn.run("conduit.app:app", host=settings.host, port=settings.port)
