from fastapi import FastAPI

from conduit.database import Base, engine
from conduit.routers import tags

app = FastAPI(title="Conduit")


@app.on_event("startup")
def create_tables():
    Base.metadata.create_all(bind=engine)


app.include_router(tags.router, prefix="/api")
