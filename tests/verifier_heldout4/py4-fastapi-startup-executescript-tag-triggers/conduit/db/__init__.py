from conduit.db.session import SessionLocal, engine, get_session

__all__ = ["SessionLocal", "engine", "get_session"]
