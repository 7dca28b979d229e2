from flask_restx import Namespace

users_ns = Namespace("users", description="Registration and login")
articles_ns = Namespace("articles", description="Articles")
tags_ns = Namespace("tags", description="Tags")
