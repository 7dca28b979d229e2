import importlib

from fastapi import FastAPI

from conduit.database import Base, engine
from conduit.models import article, user  # noqa: F401  (register the tables)

Base.metadata.create_all(bind=engine)

app = FastAPI(title="Conduit")

for name in ("users", "articles"):
    module = importlib.import_module(f".routes.{name}", package="conduit")
    app.include_router(module.router, prefix="/api")


@app.get("/api/health-check")
def health_check() -> dict:
    return {"status": "ok"}
