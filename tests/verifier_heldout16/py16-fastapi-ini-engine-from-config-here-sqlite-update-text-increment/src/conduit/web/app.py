from fastapi import FastAPI

from conduit.infrastructure.database import engine
from conduit.models.entities import Base
from conduit.web.routes import favorites, health

app = FastAPI()


@app.on_event("startup")
def create_schema() -> None:
    Base.metadata.create_all(engine)


app.include_router(health.router, prefix="/api")
app.include_router(favorites.router, prefix="/api")
