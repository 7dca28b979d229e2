import os
import site


class Config:
    # keep the database out of the source tree: one per user, like other per-user app data
    DATA_DIR = os.path.join(site.USER_BASE, "var", "conduit")
    SQLALCHEMY_DATABASE_URI = "sqlite:///" + os.path.join(DATA_DIR, "conduit.db")
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    JSON_SORT_KEYS = False
