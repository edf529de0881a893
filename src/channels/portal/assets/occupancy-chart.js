/* global window, document */
/*
 * The occupancy chart of a sailing (portal, operator): sold and held cabin places per leg as stacked bars,
 * drawn with Chart.js from the JSON block the page carries (no inline script: the Content-Security-Policy
 * allows scripts from the portal's own files only). Without JavaScript the table beside it says the same.
 */
(function () {
  'use strict';
  var source = document.getElementById('occupancy-data');
  var canvas = document.getElementById('occupancy-chart');
  if (!source || !canvas || typeof window.Chart === 'undefined') return;
  var data = JSON.parse(source.textContent);
  var labels = data.legs.map(function (l) {
    return l.label;
  });
  var selected = data.selectedLeg;
  var shade = function (colour, faded) {
    return data.legs.map(function (l) {
      return l.leg === selected ? colour : faded;
    });
  };
  // Shown before drawing: Chart.js sizes the canvas from its (visible) box.
  var figure = canvas.closest('figure');
  if (figure) figure.classList.add('chart-ready');
  new window.Chart(canvas, {
    type: 'bar',
    data: {
      labels: labels,
      datasets: [
        {
          label: 'Sold',
          data: data.legs.map(function (l) {
            return l.sold;
          }),
          backgroundColor: shade('#17375e', '#2f5f8f'),
        },
        {
          label: 'Held',
          data: data.legs.map(function (l) {
            return l.held;
          }),
          backgroundColor: shade('#b7791f', '#e0a63a'),
        },
      ],
    },
    options: {
      animation: false,
      maintainAspectRatio: false,
      responsive: true,
      scales: {
        x: { stacked: true, ticks: { autoSkip: true, maxRotation: 60 } },
        y: {
          stacked: true,
          beginAtZero: true,
          max: data.capacity,
          title: { display: true, text: 'Cabin places (of ' + data.capacity + ')' },
        },
      },
      plugins: { legend: { position: 'bottom' } },
      // A click on a leg opens the deck plan of that leg (the table's links do the same without JavaScript).
      onClick: function (_event, elements) {
        if (elements.length === 0) return;
        var leg = data.legs[elements[0].index];
        if (leg) window.location.assign(data.legHref.replace('LEG', String(leg.leg)));
      },
    },
  });
})();
