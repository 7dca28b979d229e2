from django.urls import path

from articles.routes import views

urlpatterns = [
    path("articles", views.article_create),
    path("articles/<slug:slug>", views.article_detail),
]
