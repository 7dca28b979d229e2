from django.urls import path

from articles import views

urlpatterns = [path("articles", views.list_articles)]
