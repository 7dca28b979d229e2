import os

from piccolo.conf.apps import AppConfig

from conduit.tables import Article, Favorite, Follow, User

CURRENT_DIRECTORY = os.path.dirname(os.path.abspath(__file__))

APP_CONFIG = AppConfig(
    app_name="conduit",
    migrations_folder_path=os.path.join(CURRENT_DIRECTORY, "piccolo_migrations"),
    table_classes=[User, Follow, Article, Favorite],
)
