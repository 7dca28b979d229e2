from django.urls import path

from articles import views

urlpatterns = [
    path("api/health-check", views.health_check),
    path("api/users", views.register),
    path("api/users/login", views.login),
    path("api/articles", views.article_list),
    path("api/articles/<slug:slug>", views.article_detail),
    path("api/tags", views.tag_list),
]
