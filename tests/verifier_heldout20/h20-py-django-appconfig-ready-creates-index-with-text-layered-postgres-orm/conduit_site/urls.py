from django.urls import path

from realworld.routes import articles, health

urlpatterns = [
    path("api/health-check", health.health_check),
    path("api/articles", articles.article_list),
]
