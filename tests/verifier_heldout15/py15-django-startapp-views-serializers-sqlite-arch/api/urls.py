from django.urls import path

from api import views

urlpatterns = [
    path("health-check", views.health_check),
    path("tags", views.list_tags),
    path("articles", views.list_articles),
    path("articles/<slug:slug>/comments", views.article_comments),
]
