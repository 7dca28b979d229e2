from sqlalchemy import create_engine

engine = create_engine("sqlite:///local.db")  # developer convenience, never imported
