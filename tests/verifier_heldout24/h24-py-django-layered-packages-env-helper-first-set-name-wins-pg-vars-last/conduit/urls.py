from django.urls import path

from api.routes import articles

urlpatterns = [
    path("api/health-check", articles.health),
    path("api/articles", articles.article_list),
    path("api/articles/<slug:slug>", articles.article_detail),
    path("api/tags", articles.tag_list),
]
